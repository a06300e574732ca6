/**
 * Property-based fuzzing of every API endpoint's input: JSON bodies (one field made hostile,
 * dropped, or joined by a stray field; malformed JSON), query strings, path parameters and the
 * headers every call reads. Hostile means wrong types, oversized strings, odd unicode, control
 * characters, SQL and script injection.
 *
 * Invariants: the API never answers 5xx; every refusal has the {code, message} shape without a
 * stack trace; and after a refusal (4xx) no row in any table has changed (a whole-database
 * fingerprint before and after). Accepted inputs simply move the baseline on.
 *
 * Run counts are bounded so the file stays well under a minute; FUZZ_RUNS_FACTOR scales them.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS_TYPE, COUNTRY_ID, PAYMENT_METHOD, PAYMENT_RESULT } from '@salon/domain';
import { createTestApi, type RequestOptions, type TestResponse } from '../support/testApi';
import { SEED_LOGIN, SEED_PASSWORD } from '../../src/seed/accessData';
import {
  databaseFingerprint,
  encodedPathSegment,
  expectErrorShape,
  expectNoServerError,
  fuzzParams,
  hostileQuery,
  INT4_OVERFLOW,
  hostileString,
  malformedJsonText,
  mutatedBody,
} from './support';

const api = await createTestApi();
afterAll(() => api.close());

const V1 = '/api/v1';
const BODY_RUNS = 20;
const MALFORMED_RUNS = 6;
const QUERY_RUNS = 20;
const PATH_RUNS = 10;
const HEADER_RUNS = 30;
/** Social login answers 501 on purpose: no provider is configured in this deployment. */
const SOCIAL_NOT_CONFIGURED = 501;

// ---- fixtures: real users, customers, orders and lines so the fuzz reaches past "not found" ----
const privateToken = await api.login(SEED_LOGIN.PRIVATE);
const businessToken = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
const businessCustomers = (await api.request('GET', `${V1}/rest-auth/customers/`, { token: businessToken })).body as { uuid: string; is_individual: boolean }[];
const businessUuid = businessCustomers.find((customer) => !customer.is_individual)!.uuid;
const individualUuid = businessCustomers.find((customer) => customer.is_individual)!.uuid;
const buyable = (await api.request('GET', `${V1}/products/?page_size=50&sort=price_asc`)).body.results.products.filter(
  (product: any) => product.price !== null && !product.is_disabled && product.valid_restrictions.length === 0,
);
const productId: number = buyable[0].id;
const deliveryMethodId: number = (await api.request('GET', `${V1}/deliveries/methods/?country_id=${COUNTRY_ID.EE}`)).body[0].id;

async function newOrderWithLine(token?: string) {
  const auth = token ? { token } : {};
  const order = await api.request('POST', `${V1}/orders/`, { ...auth, body: {} });
  const withLine = await api.request('POST', `${V1}/orders/${order.body.uuid}/order-lines/`, { ...auth, body: { product: productId, quantity: 1 } });
  return { uuid: order.body.uuid as string, lineId: withLine.body.order_lines[0].id as number };
}
const cart = await newOrderWithLine(privateToken);
const anonymousOrder = await newOrderWithLine();
const paymentOrder = await newOrderWithLine(privateToken);
for (const [path, body] of [
  [`${V1}/orders/${paymentOrder.uuid}/delivery/`, { delivery_method_id: deliveryMethodId, address: { name: 'Mari', street: 'Tartu mnt 1', city: 'Tallinn', postal_code: '10115' } }],
  [`${V1}/orders/${paymentOrder.uuid}/delivery/information/`, { first_name: 'Mari', last_name: 'Maasikas', email: 'mari@example.com', phone: '+372 5555 1234' }],
] as const) {
  expect((await api.request('PUT', path, { token: privateToken, body })).status).toBe(200);
}

// Catalogue administration fixtures: a product, brand, category and image the other fixtures do not use.
const A = `${V1}/administrator`;
const productAdminToken = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);
const adminProduct = (await api.request('GET', `${A}/products/${buyable.at(-1).id}/`, { token: productAdminToken })).body;
const adminCategories = (await api.request('GET', `${V1}/products/categories/`)).body as { id: number; parent: number | null }[];
const sortedParent = adminCategories.find((category) => category.parent !== null)!.parent!;
const sortedChildren = adminCategories.filter((category) => category.parent === sortedParent).map((category) => category.id);
const fuzzNames = Object.fromEntries(['et_EE', 'en_US', 'ru_RU', 'fi_FI', 'lv_LV'].map((code) => [code, { value: `Fuzz ${code}`, ext_id: null }]));

// A scheme of its own for the creator paste fuzz, so accepted pastes change no seeded page.
const routeAdminToken = await api.login(SEED_LOGIN.TH_SHOP_ADMIN);
const CREATOR_ADMIN = `${V1}/creator/administrator`;
const pasteRoute = (await api.request('POST', `${CREATOR_ADMIN}/routes/`, { token: routeAdminToken, body: { type: 'ROUTE', name: 'Fuzz paste' } })).body;
const pasteScheme = (await api.request('POST', `${CREATOR_ADMIN}/schemes-v2/`, { token: routeAdminToken, body: { route_uuid: pasteRoute.uuid, language: 'en', path: '/fuzz-paste' } })).body;
expect(pasteScheme.uuid, JSON.stringify(pasteScheme)).toEqual(expect.any(String));
const pasteTree = [{ name: 'SplitPreviewWrapper', props: {}, slot: 'default', children: [{ name: 'SplitPreviewMini', props: { bgColor: 'Green' }, slot: 'default', children: [] }] }];

// An event order and a ticket of an event that has not ended, for the event line fuzz.
const eventTicketId: number = (await api.request('GET', `${V1}/events/`)).body.find((event: any) => event.tickets.length > 0).tickets[0].id;
const eventOrderUuid: string = (await api.request('POST', `${V1}/orders/`, { body: { is_event: true } })).body.uuid;

// ---- the invariant, one request at a time --------------------------------------------------------
let baseline = await databaseFingerprint(api);

async function send(method: string, path: string, options: RequestOptions, allowed: number[] = []): Promise<TestResponse> {
  const what = `${method} ${path.slice(0, 300)} ${options.rawBody !== undefined ? `raw=${JSON.stringify(options.rawBody.slice(0, 200))}` : `body=${JSON.stringify(options.body)?.slice(0, 300)}`}`;
  const response = await api.request(method, path, options);
  expectNoServerError(response, what, allowed);
  if (!allowed.includes(response.status)) expectErrorShape(response, what);
  const after = await databaseFingerprint(api);
  if (response.status >= 400) expect(after, `${what} was refused with ${response.status} but changed rows`).toBe(baseline);
  baseline = after;
  return response;
}

// ---- bodies ----------------------------------------------------------------------------------------
interface BodyEndpoint {
  name: string;
  method: string;
  path: () => string;
  token?: string;
  valid: Record<string, unknown>;
  allowed?: number[];
  /** Extra bodies tried first on every run. */
  examples?: Record<string, unknown>[];
  /** Puts fixtures back after an accepted request consumed them. */
  after?: (response: TestResponse) => Promise<void>;
}

const restoreCartLine = async (response: TestResponse) => {
  if (response.status < 300 && !response.body?.order_lines?.some((line: any) => line.id === cart.lineId)) {
    const added = await api.request('POST', `${V1}/orders/${cart.uuid}/order-lines/`, { token: privateToken, body: { product: productId, quantity: 1 } });
    cart.lineId = added.body.order_lines.find((line: any) => line.product?.id === productId).id;
    baseline = await databaseFingerprint(api);
  }
};

const bodyEndpoints: BodyEndpoint[] = [
  { name: 'login', method: 'POST', path: () => `${V1}/rest-auth/login/`, valid: { email: SEED_LOGIN.PRIVATE, password: SEED_PASSWORD } },
  { name: 'social login', method: 'POST', path: () => `${V1}/th-social-auth/google/`, valid: { code: 'code', state: 'state' }, allowed: [SOCIAL_NOT_CONFIGURED] },
  { name: 'change active entity', method: 'PUT', path: () => `${V1}/users/change-active-entity/`, token: businessToken, valid: { id: businessUuid } },
  {
    name: 'customer update',
    method: 'PUT',
    path: () => `${V1}/customers/${businessUuid}/`,
    token: businessToken,
    valid: { name: 'Ilusalong OÜ', middle_name: null, reg_code: '12345678', vat: 'EE123456789', email: 'info@example.com', phone: '+372 5555 1234', delivery_country_id: COUNTRY_ID.EE, locale: 'et_EE' },
  },
  {
    name: 'customer update (individual)',
    method: 'PUT',
    path: () => `${V1}/customers/${individualUuid}/`,
    token: businessToken,
    valid: { name: 'Kadri', middle_name: 'Kask', reg_code: null, vat: null, phone: '+372 5555 1234' },
    examples: [{ vat: null }, { reg_code: null, vat: null }, { reg_code: '' }, { vat: 'EE1' }],
  },
  { name: 'locale and delivery', method: 'PATCH', path: () => `${V1}/customers/${businessUuid}/locale-and-delivery/`, token: businessToken, valid: { delivery_country_id: COUNTRY_ID.EE, locale: 'et_EE' } },
  {
    name: 'address create',
    method: 'POST',
    path: () => `${V1}/customers/${businessUuid}/addresses/`,
    token: businessToken,
    valid: { type: ADDRESS_TYPE.DELIVERY, name: 'Ladu', street: 'Tartu mnt 1', city: 'Tallinn', postal_code: '10115', country_id: COUNTRY_ID.EE, phone: '+372 5555 1234' },
  },
  { name: 'favourite add', method: 'POST', path: () => `${V1}/products/favourites/`, token: privateToken, valid: { product: productId } },
  { name: 'order create', method: 'POST', path: () => `${V1}/orders/`, token: privateToken, valid: { is_event: false } },
  { name: 'order line add', method: 'POST', path: () => `${V1}/orders/${cart.uuid}/order-lines/`, token: privateToken, valid: { product: productId, quantity: 1 } },
  { name: 'order line update', method: 'PUT', path: () => `${V1}/orders/${cart.uuid}/order-lines/${cart.lineId}/`, token: privateToken, valid: { quantity: 2 }, after: restoreCartLine },
  { name: 'anonymous order line update', method: 'PUT', path: () => `${V1}/orders/${anonymousOrder.uuid}/order-lines/${anonymousOrder.lineId}/`, valid: { quantity: 3 } },
  { name: 'use loyalty points', method: 'PUT', path: () => `${V1}/orders/${cart.uuid}/use-loyalty-points/`, token: privateToken, valid: { use_loyalty_points: false } },
  { name: 'connect anonymous order', method: 'PUT', path: () => `${V1}/orders/${anonymousOrder.uuid}/connect-anonymous-order-to-user/`, token: privateToken, valid: { customer: { uuid: businessUuid } } },
  { name: 'reorder', method: 'POST', path: () => `${V1}/orders/${cart.uuid}/reorder/`, token: privateToken, valid: { action: 'accept' } },
  {
    name: 'delivery',
    method: 'PUT',
    path: () => `${V1}/orders/${cart.uuid}/delivery/`,
    token: privateToken,
    valid: { delivery_method_id: deliveryMethodId, address: { name: 'Mari', street: 'Tartu mnt 1', city: 'Tallinn', postal_code: '10115' }, comment: 'Kell 9-17' },
  },
  {
    name: 'contact information',
    method: 'PUT',
    path: () => `${V1}/orders/${cart.uuid}/delivery/information/`,
    token: privateToken,
    valid: { first_name: 'Mari', last_name: 'Maasikas', email: 'mari@example.com', phone: '+372 5555 1234', company_name: 'OÜ', comment: 'x' },
  },
  // A failed test payment keeps the order open, so later runs still reach the payment code.
  { name: 'payment', method: 'POST', path: () => `${V1}/orders/${paymentOrder.uuid}/payments/`, token: privateToken, valid: { method: PAYMENT_METHOD.BANK, provider: 'test', test_result: PAYMENT_RESULT.FAILED } },
  { name: 'newsletter', method: 'POST', path: () => `${V1}/subscribe-newsletter/`, valid: { email: 'fuzz@example.com' } },
  {
    name: 'admin product update',
    method: 'PUT',
    path: () => `${A}/products/${adminProduct.id}/`,
    token: productAdminToken,
    valid: { i18n_name: fuzzNames, price: '9.90', old_price: null, discount_rate: 10, available_stock: 5, sale_delay: 0, is_disabled: false, brand_id: adminProduct.brand_id, categories: adminProduct.categories },
  },
  { name: 'admin product file order', method: 'PUT', path: () => `${A}/products/${adminProduct.id}/files/order/`, token: productAdminToken, valid: { kind: 'images', ids: adminProduct.files.map((file: any) => file.id) } },
  { name: 'admin product file attach', method: 'POST', path: () => `${A}/products/${adminProduct.id}/files/`, token: productAdminToken, valid: { media_file_id: 1 }, examples: [{ media_file_id: '1' }] },
  { name: 'admin popular product', method: 'PUT', path: () => `${A}/popular-products/${adminProduct.id}/`, token: productAdminToken, valid: { popularity: 5, business_popularity: 6, is_highlighted: true, is_fair_favourite: false } },
  { name: 'admin restriction create', method: 'POST', path: () => `${A}/restrictions/`, token: productAdminToken, valid: { product_id: adminProduct.id, scope: 'clientGroup', value: 'SCHOOL', reason: 'Fuzz' } },
  { name: 'admin brand create', method: 'POST', path: () => `${A}/brands/`, token: productAdminToken, valid: { value: 'Fuzz brand', slug: 'fuzz-brand' } },
  { name: 'admin brand update', method: 'PUT', path: () => `${A}/brands/${adminProduct.brand_id}/`, token: productAdminToken, valid: { value: 'Fuzz renamed' } },
  { name: 'admin category sorting', method: 'PUT', path: () => `${A}/category-sorting/`, token: productAdminToken, valid: { parent_id: sortedParent, ids: sortedChildren } },
  { name: 'admin category create', method: 'POST', path: () => `${A}/categories/`, token: productAdminToken, valid: { i18n_name: fuzzNames, parent_id: sortedParent, order: 1 } },
  { name: 'admin category update', method: 'PUT', path: () => `${A}/categories/${sortedChildren[0]}/`, token: productAdminToken, valid: { i18n_name: fuzzNames, parent_id: sortedParent } },
  {
    name: 'registration',
    method: 'POST',
    path: () => `${V1}/rest-auth/registration/`,
    valid: { is_individual: false, first_name: 'Fuzz', last_name: 'Tester', email: 'fuzz.register@example.com', password: 'Fuzz-pass-1234', phone: '+372 5555 1234', company_name: 'Fuzz OÜ', reg_code: '12345678', vat: 'EE123456789', accept_terms: true, is_email_subscription: false, delivery_country_id: COUNTRY_ID.EE },
  },
  { name: 'confirm account', method: 'POST', path: () => `${V1}/rest-auth/registration/verify-email/`, valid: { key: 'f'.repeat(64) } },
  { name: 'password reset request', method: 'POST', path: () => `${V1}/rest-auth/password/reset/`, valid: { email: SEED_LOGIN.LOYAL } },
  { name: 'password reset confirm', method: 'POST', path: () => `${V1}/rest-auth/password/reset/confirm/`, valid: { key: 'a'.repeat(64), new_password: 'Fuzz-pass-1234' } },
  { name: 'event ticket line add', method: 'POST', path: () => `${V1}/orders/${eventOrderUuid}/order-lines/`, valid: { event_ticket: eventTicketId, quantity: 1 } },
  {
    name: 'admin creator paste (component tree)',
    method: 'POST',
    path: () => `${CREATOR_ADMIN}/components-tree/`,
    token: routeAdminToken,
    valid: { scheme_uuid: pasteScheme.uuid, parent_uuid: null, index: 0, tree: pasteTree },
    // Hostile nodes deep inside the tree, where the top-level mutation does not reach.
    examples: [
      { scheme_uuid: pasteScheme.uuid, tree: [{ ...pasteTree[0], children: [{ name: 'AccordionToggle', props: {}, slot: 'default', children: [] }] }] },
      { scheme_uuid: pasteScheme.uuid, tree: [{ ...pasteTree[0], children: [{ name: 'SplitPreviewMini', props: { bgColor: "'; drop table creator_components; --" }, slot: '\u0000', children: [] }] }] },
      { scheme_uuid: pasteScheme.uuid, tree: [{ ...pasteTree[0], children: [{ name: 'SplitPreviewMini', props: [], slot: 42, children: 'none' }] }] },
      { scheme_uuid: pasteScheme.uuid, tree: Array.from({ length: 300 }, () => pasteTree[0]) },
    ],
  },
  { name: 'feedback', method: 'POST', path: () => `${V1}/feedback/`, token: businessToken, valid: { topic: 'general', rating: 5, message: 'Fuzzing the feedback form' } },
];

/**
 * Always tried: the empty object, every numeric field one past int4, every text field with a NUL
 * (PostgreSQL text cannot hold U+0000) and every field null.
 */
function bodyExamples(endpoint: BodyEndpoint): Record<string, unknown>[] {
  const { valid } = endpoint;
  const keys = Object.keys(valid);
  return [
    {},
    ...keys.filter((key) => typeof valid[key] === 'number').map((key) => ({ ...valid, [key]: INT4_OVERFLOW })),
    ...keys.filter((key) => typeof valid[key] === 'string').map((key) => ({ ...valid, [key]: `${String(valid[key])}\u0000` })),
    ...keys.map((key) => ({ [key]: null })),
    ...(endpoint.examples ?? []),
  ];
}

describe('fuzzed JSON bodies', () => {
  for (const endpoint of bodyEndpoints) {
    it(`${endpoint.method} ${endpoint.name}: hostile fields never cause a 5xx or a change after a refusal`, async () => {
      await fc.assert(
        fc.asyncProperty(mutatedBody(endpoint.valid), async (body) => {
          const response = await send(endpoint.method, endpoint.path(), { body, ...(endpoint.token ? { token: endpoint.token } : {}) }, endpoint.allowed);
          await endpoint.after?.(response);
        }),
        fuzzParams(BODY_RUNS, bodyExamples(endpoint)),
      );
    });

    it(`${endpoint.method} ${endpoint.name}: malformed JSON is refused without a change`, async () => {
      await fc.assert(
        fc.asyncProperty(malformedJsonText, async (rawBody) => {
          const response = await send(endpoint.method, endpoint.path(), { rawBody, ...(endpoint.token ? { token: endpoint.token } : {}) }, endpoint.allowed);
          await endpoint.after?.(response);
        }),
        fuzzParams(MALFORMED_RUNS, ['', '{', '[]', 'null']),
      );
    });
  }

  it('stores injection and unicode text literally (parameterised SQL)', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((value) => value.trim().length > 0 && value.trim().length <= 255),
        async (name) => {
          const response = await send('PUT', `${V1}/customers/${businessUuid}/`, { token: businessToken, body: { name } });
          // Text the database cannot hold exactly (NUL, an unpaired surrogate) is refused, never altered.
          // eslint-disable-next-line no-control-regex -- NUL is the character PostgreSQL text cannot hold
          if (/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(name)) {
            expect(response.status).toBe(400);
            return;
          }
          expect(response.status).toBe(200);
          const read = await api.request('GET', `${V1}/customers/${businessUuid}/`, { token: businessToken });
          expect(read.body.name).toBe(name.trim());
        },
      ),
      fuzzParams(BODY_RUNS),
    );
  });
});

// ---- queries -------------------------------------------------------------------------------------
const SEARCH_PARAMS = ['term', 'page', 'page_size', 'categories', 'brands', 'brand', 'price_start', 'price_end', 'discount_rate_start', 'discount_rate_end', 'sort', 'standalone', 'is_business', 'lang'];
const queryEndpoints: { path: string; params: string[]; token?: string }[] = [
  { path: `${V1}/products/elastic/search/new/`, params: SEARCH_PARAMS },
  { path: `${V1}/products/`, params: SEARCH_PARAMS, token: privateToken },
  { path: `${V1}/products/highlighted/`, params: ['limit', 'is_business'] },
  { path: `${V1}/products/popular/`, params: ['limit', 'is_business'] },
  { path: `${V1}/recommended/`, params: ['limit', 'is_business'] },
  { path: `${V1}/products/fair-favourites/`, params: ['limit', 'is_business'] },
  { path: `${V1}/products/brand-favourites/`, params: ['brand_id', 'limit', 'is_business'] },
  { path: `${V1}/orders/history/`, params: ['page', 'page_size'], token: privateToken },
  { path: `${V1}/deliveries/methods/`, params: ['country_id'] },
  { path: `${A}/products/`, params: ['page', 'page_size', 'q', 'sort', 'brand_id', 'category_id', 'is_disabled'], token: productAdminToken },
  { path: `${A}/popular-products/`, params: ['page', 'page_size', 'q', 'sort', 'is_business', 'brand_id', 'is_highlighted', 'is_business_highlighted', 'is_fair_favourite', 'is_brand_favourite'], token: productAdminToken },
  { path: `${A}/restrictions/`, params: ['page', 'page_size', 'q', 'sort', 'product_id', 'scope', 'value'], token: productAdminToken },
  { path: `${A}/brands/`, params: ['page', 'page_size', 'q', 'sort'], token: productAdminToken },
  { path: `${A}/categories/`, params: ['page', 'page_size', 'q', 'sort', 'parent_id'], token: productAdminToken },
  { path: `${A}/category-sorting/`, params: ['parent_id'], token: productAdminToken },
  { path: `${A}/reviews/`, params: ['page', 'page_size', 'q', 'sort', 'product_id', 'status'], token: productAdminToken },
];

describe('fuzzed query strings', () => {
  for (const endpoint of queryEndpoints) {
    it(`GET ${endpoint.path.replace(V1, '')}: hostile parameters never cause a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery(endpoint.params), async (query) => {
          await send('GET', `${endpoint.path}?${query}`, endpoint.token ? { token: endpoint.token } : {});
        }),
        fuzzParams(QUERY_RUNS, endpoint.params.map((name) => `${name}=${INT4_OVERFLOW}`)),
      );
    });
  }
});

// ---- path parameters -------------------------------------------------------------------------------
const pathTemplates: { method: string; path: (segment: string) => string; token?: string; body?: unknown }[] = [
  { method: 'GET', path: (s) => `${V1}/products/${s}/` },
  { method: 'GET', path: (s) => `/media/products/${s}` },
  { method: 'GET', path: (s) => `${V1}/deliveries/methods/${s}/` },
  { method: 'GET', path: (s) => `${V1}/events/${s}/` },
  { method: 'GET', path: (s) => `${V1}/orders/${s}/`, token: privateToken },
  { method: 'GET', path: (s) => `${V1}/orders/${s}/order-lines/` },
  { method: 'GET', path: (s) => `${V1}/orders/history/${s}/`, token: privateToken },
  { method: 'GET', path: (s) => `${V1}/orders/${s}/delivery/` },
  { method: 'GET', path: (s) => `${V1}/payments/${s}/`, token: privateToken },
  { method: 'GET', path: (s) => `${V1}/customers/${s}/`, token: businessToken },
  { method: 'GET', path: (s) => `${V1}/customers/${s}/addresses/`, token: businessToken },
  { method: 'DELETE', path: (s) => `${V1}/products/favourites/${s}/`, token: privateToken },
  { method: 'DELETE', path: (s) => `${V1}/customers/${businessUuid}/addresses/${s}/`, token: businessToken },
  { method: 'DELETE', path: (s) => `${V1}/orders/${cart.uuid}/order-lines/${s}/`, token: privateToken },
  { method: 'PUT', path: (s) => `${V1}/orders/${s}/order-lines/${cart.lineId}/`, token: privateToken, body: { quantity: 1 } },
  { method: 'POST', path: (s) => `${V1}/orders/${s}/order-lines/`, body: { product: productId, quantity: 1 } },
  { method: 'PUT', path: (s) => `${V1}/orders/${s}/delivery/information/`, body: { first_name: 'A', last_name: 'B', email: 'a@example.com', phone: '+372 5555 1234' } },
  { method: 'POST', path: (s) => `${V1}/orders/${s}/payments/`, token: privateToken, body: { method: PAYMENT_METHOD.BANK, test_result: PAYMENT_RESULT.FAILED } },
  { method: 'PUT', path: (s) => `${V1}/customers/${s}/`, token: businessToken, body: { name: 'X' } },
  { method: 'GET', path: (s) => `${A}/products/${s}/`, token: productAdminToken },
  { method: 'PUT', path: (s) => `${A}/popular-products/${s}/`, token: productAdminToken, body: { popularity: 1 } },
  { method: 'DELETE', path: (s) => `${A}/products/${adminProduct.id}/files/${s}/`, token: productAdminToken },
  { method: 'DELETE', path: (s) => `${A}/restrictions/${s}/`, token: productAdminToken },
  { method: 'DELETE', path: (s) => `${A}/brands/${s}/`, token: productAdminToken },
  { method: 'DELETE', path: (s) => `${A}/categories/${s}/`, token: productAdminToken },
  { method: 'POST', path: (s) => `${A}/reviews/${s}/approve/`, token: productAdminToken },
];

describe('fuzzed path parameters', () => {
  for (const template of pathTemplates) {
    const label = template.path(':param').replace(V1, '');
    it(`${template.method} ${label}: hostile ids never cause a 5xx or a change`, async () => {
      await fc.assert(
        fc.asyncProperty(encodedPathSegment, async (segment) => {
          const options: RequestOptions = { ...(template.token ? { token: template.token } : {}), ...(template.body ? { body: template.body } : {}) };
          await send(template.method, template.path(segment), options);
        }),
        fuzzParams(PATH_RUNS, [String(INT4_OVERFLOW), '%', '%00']),
      );
    });
  }
});

// ---- headers every call reads ------------------------------------------------------------------------
/** Header values a fetch Headers object accepts (Latin-1, no CR, LF or NUL) but the API must not trust. */
const headerValue = fc.oneof(hostileString, fc.string({ unit: 'binary-ascii', maxLength: 80 })).filter((value) => /^[\u0020-\u007e\u0080-\u00ff\t]*$/.test(value) && value.length <= 8_000);

describe('fuzzed headers', () => {
  it('Authorization, Accept-Language, Delivery-Country, TH-DateTime and TH-Nonce never cause a 5xx or a change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            Authorization: fc.oneof(headerValue, headerValue.map((value) => `Token ${value}`), headerValue.map((value) => `Bearer ${value}`)),
            'Accept-Language': headerValue,
            'Delivery-Country': headerValue,
            'TH-DateTime': fc.oneof(headerValue, fc.integer().map(String)),
            'TH-Nonce': headerValue,
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom(
          { method: 'GET', path: `${V1}/products/?page_size=1` },
          { method: 'POST', path: `${V1}/orders/`, body: {} },
          { method: 'PUT', path: `${V1}/orders/${anonymousOrder.uuid}/order-lines/${anonymousOrder.lineId}/`, body: { quantity: 2 } },
          { method: 'GET', path: `${V1}/rest-auth/user/` },
        ),
        async (headers, target) => {
          await send(target.method, target.path, { headers, ...(target.body ? { body: target.body } : {}) });
        },
      ),
      fuzzParams(HEADER_RUNS),
    );
  });
});
