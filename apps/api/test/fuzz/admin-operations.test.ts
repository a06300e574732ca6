/**
 * Property-based fuzzing of the operations admin endpoints (routes/admin/operations/): hostile
 * JSON bodies, malformed JSON, query strings and path parameters. Same invariants as
 * endpoints.test.ts: never a 5xx, refusals in the {code, message} shape, and no row changed by
 * a refused request (whole-database fingerprint).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COUNTRY_ID, ORDER_STATUS } from '@salon/domain';
import { createTestApi, type RequestOptions, type TestResponse } from '../support/testApi';
import { SEED_LOGIN } from '../../src/seed/accessData';
import { deliveryMethods, events, orders, users } from '../../src/db/schema';
import { databaseFingerprint, encodedPathSegment, expectErrorShape, expectNoServerError, fuzzParams, hostileQuery, INT4_OVERFLOW, malformedJsonText, mutatedBody } from './support';

const api = await createTestApi();
afterAll(() => api.close());

const A = '/api/v1/administrator';
const BODY_RUNS = 15;
const MALFORMED_RUNS = 4;
const QUERY_RUNS = 15;
const PATH_RUNS = 8;

const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const db = api.database.db;
const privateUserId = (await db.select({ id: users.id }).from(users).where(eq(users.email, SEED_LOGIN.PRIVATE)))[0]!.id;
const submitted = (await db.select().from(orders).where(eq(orders.status, ORDER_STATUS.SUBMITTED)).limit(1))[0]!;
const method = (await db.select().from(deliveryMethods).limit(1))[0]!;
const event = (await db.select().from(events).limit(1))[0]!;
const tr = (text: string) => ({ et_EE: { value: text } });

let baseline = await databaseFingerprint(api);

async function send(httpMethod: string, path: string, options: RequestOptions): Promise<TestResponse> {
  const what = `${httpMethod} ${path.slice(0, 300)} ${options.rawBody !== undefined ? `raw=${JSON.stringify(options.rawBody.slice(0, 200))}` : `body=${JSON.stringify(options.body)?.slice(0, 300)}`}`;
  const response = await api.request(httpMethod, path, { token: admin, ...options });
  expectNoServerError(response, what);
  expectErrorShape(response, what);
  const after = await databaseFingerprint(api);
  if (response.status >= 400) expect(after, `${what} was refused with ${response.status} but changed rows`).toBe(baseline);
  baseline = after;
  return response;
}

const bodyEndpoints: { name: string; method: string; path: string; valid: Record<string, unknown> }[] = [
  { name: 'user update', method: 'PUT', path: `${A}/users/${privateUserId}/`, valid: { is_active: true, permission_groups: [], memberships: [] } },
  { name: 'order status', method: 'PUT', path: `${A}/pending-orders/${submitted.number}/status/`, valid: { status: ORDER_STATUS.IN_PROGRESS } },
  { name: 'transport create', method: 'POST', path: `${A}/transport/`, valid: { code: 'FUZZ', kind: 'COURIER', i18n_name: tr('Kuller'), country_id: COUNTRY_ID.EE, price: '4.90', free_from: null, is_active: false, order: 9 } },
  { name: 'transport update', method: 'PUT', path: `${A}/transport/${method.id}/`, valid: { price: '3.50', free_from: '60.00', order: 1 } },
  {
    name: 'event create',
    method: 'POST',
    path: `${A}/events/`,
    valid: { i18n_name: tr('Koolitus'), slug: 'fuzz-event', location: 'Tallinn', starts_at: '2030-01-01T10:00:00+02:00', ends_at: '2030-01-01T16:00:00+02:00', tickets: [{ i18n_name: tr('Pilet'), price: '10', capacity: 5 }] },
  },
  { name: 'event update', method: 'PUT', path: `${A}/events/${event.id}/`, valid: { location: 'Tartu', starts_at: event.startsAt.toISOString(), ends_at: event.endsAt.toISOString() } },
];

const examplesOf = (valid: Record<string, unknown>) => [
  {},
  ...Object.keys(valid).filter((key) => typeof valid[key] === 'number').map((key) => ({ ...valid, [key]: INT4_OVERFLOW })),
  ...Object.keys(valid).filter((key) => typeof valid[key] === 'string').map((key) => ({ ...valid, [key]: `${String(valid[key])}\u0000` })),
  ...Object.keys(valid).map((key) => ({ [key]: null })),
];

describe('fuzzed admin operation bodies', () => {
  for (const endpoint of bodyEndpoints) {
    it(`${endpoint.method} ${endpoint.name}: hostile fields never cause a 5xx or a change after a refusal`, async () => {
      await fc.assert(
        fc.asyncProperty(mutatedBody(endpoint.valid), async (body) => {
          await send(endpoint.method, endpoint.path, { body });
        }),
        fuzzParams(BODY_RUNS, examplesOf(endpoint.valid)),
      );
    });
    it(`${endpoint.method} ${endpoint.name}: malformed JSON is refused without a change`, async () => {
      await fc.assert(
        fc.asyncProperty(malformedJsonText, async (rawBody) => {
          // '' and 'null' read as {} (lib/validate.ts), so a PUT changing nothing may pass.
          await send(endpoint.method, endpoint.path, { rawBody });
        }),
        fuzzParams(MALFORMED_RUNS, ['', '{', '[]', 'null']),
      );
    });
  }
});

const LIST = ['q', 'sort', 'page', 'page_size'];
const queryEndpoints: { path: string; params: string[] }[] = [
  { path: `${A}/users/`, params: [...LIST, 'permission_group', 'is_active'] },
  { path: `${A}/pending-orders/`, params: [...LIST, 'status', 'customer_uuid', 'date_from', 'date_to'] },
  { path: `${A}/carts/`, params: [...LIST, 'status', 'customer_uuid', 'is_anonymous'] },
  { path: `${A}/transport/`, params: [...LIST, 'kind', 'country_id', 'is_active'] },
  { path: `${A}/events/`, params: [...LIST, 'location', 'progress'] },
  { path: `${A}/events/${event.id}/attendees/`, params: [...LIST, 'ticket_id', 'order_status'] },
  { path: `${A}/background-services/`, params: LIST },
  { path: `${A}/campaign-preview/`, params: ['at', 'language', 'is_business'] },
];

describe('fuzzed admin operation queries', () => {
  for (const endpoint of queryEndpoints) {
    it(`GET ${endpoint.path.replace(A, '')}: hostile parameters never cause a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery(endpoint.params), async (query) => {
          await send('GET', `${endpoint.path}?${query}`, {});
        }),
        fuzzParams(QUERY_RUNS, endpoint.params.map((name) => `${name}=${INT4_OVERFLOW}`)),
      );
    });
  }
});

const pathTemplates: { method: string; path: (segment: string) => string; body?: unknown }[] = [
  { method: 'GET', path: (s) => `${A}/users/${s}/` },
  { method: 'PUT', path: (s) => `${A}/users/${s}/`, body: { is_active: true } },
  { method: 'GET', path: (s) => `${A}/pending-orders/${s}/` },
  { method: 'PUT', path: (s) => `${A}/pending-orders/${s}/status/`, body: { status: ORDER_STATUS.CANCELED } },
  { method: 'GET', path: (s) => `${A}/carts/${s}/` },
  { method: 'DELETE', path: (s) => `${A}/carts/${s}/` },
  { method: 'GET', path: (s) => `${A}/transport/${s}/` },
  { method: 'DELETE', path: (s) => `${A}/transport/${s}/` },
  { method: 'GET', path: (s) => `${A}/events/${s}/` },
  { method: 'DELETE', path: (s) => `${A}/events/${s}/` },
  { method: 'GET', path: (s) => `${A}/events/${s}/attendees/` },
  { method: 'POST', path: (s) => `${A}/background-services/${s}/run/` },
];

describe('fuzzed admin operation path parameters', () => {
  for (const template of pathTemplates) {
    it(`${template.method} ${template.path(':param').replace(A, '')}: hostile ids never cause a 5xx or a change`, async () => {
      await fc.assert(
        fc.asyncProperty(encodedPathSegment, async (segment) => {
          await send(template.method, template.path(segment), template.body ? { body: template.body } : {});
        }),
        fuzzParams(PATH_RUNS, [String(INT4_OVERFLOW), '%', '%00', '0', '-1']),
      );
    });
  }
});
