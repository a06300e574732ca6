import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import { createQueryClient } from './createQueryClient';
import { isAbortError } from './latestOnly';
import { queryKeys, salonQueries } from './queries';
import { createSalonApi } from './salonApi';

interface Recorded {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

/** A fake fetch: answers from a route table, records every call, honours abort signals. */
function fakeApi(routes: Record<string, (call: Recorded) => { status?: number; body?: unknown; delayMs?: number }> = {}) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call: Recorded = { method, url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init.headers) };
    calls.push(call);
    const path = new URL(url).pathname;
    const handler = routes[`${method} ${path}`];
    const answer = handler ? handler(call) : { body: {} };
    if (answer.delayMs) {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, answer.delayMs);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getLanguage: () => 'en',
    getToken: () => 'tok',
    getDeliveryCountry: () => 3,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api: createSalonApi(client), calls };
}

const order = (uuid: string, revision = 1) => ({ uuid, id: uuid, status: 1, order_lines: [{ id: 7, quantity: revision }], revision });

describe('createSalonApi paths and payloads', () => {
  it('logs in anonymously and reads the token from key', async () => {
    const { api, calls } = fakeApi({ 'POST /api/v1/rest-auth/login/': () => ({ body: { key: 'abc' } }) });
    await expect(api.auth.login({ email: 'a@b.ee', password: 'x' })).resolves.toEqual({ key: 'abc' });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[0]!.body).toEqual({ email: 'a@b.ee', password: 'x' });
  });

  it('sends the account flows anonymously and feedback with the token', async () => {
    const { api, calls } = fakeApi();
    await api.auth.register({ is_individual: true, first_name: 'A', last_name: 'B', email: 'a@b.ee', password: 'long-enough', accept_terms: true, is_email_subscription: false });
    await api.auth.confirmAccount('k1');
    await api.auth.requestPasswordReset('a@b.ee');
    await api.auth.confirmPasswordReset({ key: 'k2', new_password: 'new-password' });
    await api.feedback.send({ topic: 'general', rating: 5, message: 'Very good shop' });
    await api.events.list();
    await api.events.get(4);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'POST /api/v1/rest-auth/registration/',
      'POST /api/v1/rest-auth/registration/verify-email/',
      'POST /api/v1/rest-auth/password/reset/',
      'POST /api/v1/rest-auth/password/reset/confirm/',
      'POST /api/v1/feedback/',
      'GET /api/v1/events/',
      'GET /api/v1/events/4/',
    ]);
    expect(calls.slice(0, 4).every((call) => !call.headers.has('Authorization'))).toBe(true);
    expect(calls[4]!.headers.get('Authorization')).toBe('Token tok');
    expect(calls[1]!.body).toEqual({ key: 'k1' });
    expect(calls[3]!.body).toEqual({ key: 'k2', new_password: 'new-password' });
  });

  it('sends the customer calls to their paths', async () => {
    const { api, calls } = fakeApi();
    await api.customers.changeActiveEntity('c-1');
    await api.customers.setLocaleAndDelivery('c-1', { delivery_country_id: 2 });
    await api.customers.addAddress('c-1', { type: 'DELIVERY', street: 'S', city: 'C', postal_code: '10111', country_id: 2 });
    await api.customers.deleteAddress('c-1', 5);
    await api.customers.acknowledgeLoyaltyWelcome();
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'PUT /api/v1/users/change-active-entity/',
      'PATCH /api/v1/customers/c-1/locale-and-delivery/',
      'POST /api/v1/customers/c-1/addresses/',
      'DELETE /api/v1/customers/c-1/addresses/5/',
      'POST /api/v1/administrator/loyalty/ack_popup',
    ]);
    expect(calls[0]!.body).toEqual({ id: 'c-1' });
  });

  it('normalises search parameters (drops blanks, joins and de-duplicates categories)', async () => {
    const { api, calls } = fakeApi();
    await api.catalogue.search({ term: 'shampoo', page: 1, page_size: 5, standalone: true, categories: [3, 3, 4], brands: [], price_start: undefined });
    const query = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ term: 'shampoo', page: '1', page_size: '5', standalone: 'true', categories: '3,4' });
  });

  it("asks for a product's reviews page by page", async () => {
    const { api, calls } = fakeApi();
    await api.catalogue.productReviews(7, { page: 2, page_size: 5 });
    const url = new URL(calls[0]!.url);
    expect([calls[0]!.method, url.pathname + url.search]).toEqual(['GET', '/api/v1/products/7/reviews/?page=2&page_size=5']);
  });

  it('cart calls: create, add line, connect, loyalty toggle, reorder', async () => {
    const { api, calls } = fakeApi();
    await api.orders.create();
    await api.orders.addLine('o-1', { product: 9, quantity: 1 });
    await api.orders.connectToUser('o-1', 'c-1');
    await api.orders.useLoyaltyPoints('o-1', true);
    await api.orders.reorder('o-1');
    await api.orders.history({ page: 2, page_size: 10 });
    expect(calls.map((call) => [call.method, new URL(call.url).pathname + new URL(call.url).search, call.body])).toEqual([
      ['POST', '/api/v1/orders/', {}],
      ['POST', '/api/v1/orders/o-1/order-lines/', { product: 9, quantity: 1 }],
      ['PUT', '/api/v1/orders/o-1/connect-anonymous-order-to-user/', { customer: { uuid: 'c-1' } }],
      ['PUT', '/api/v1/orders/o-1/use-loyalty-points/', { use_loyalty_points: true }],
      ['POST', '/api/v1/orders/o-1/reorder/', { action: null }],
      ['GET', '/api/v1/orders/history/?page=2&page_size=10', undefined],
    ]);
  });

  it('trims the newsletter e-mail before sending', async () => {
    const { api, calls } = fakeApi();
    await api.newsletter.subscribe('  a@b.ee ');
    expect(calls[0]!.body).toEqual({ email: 'a@b.ee' });
  });

  it('delivery and payment calls go to the order', async () => {
    const { api, calls } = fakeApi();
    await api.delivery.put('o-1', { delivery_method_id: 3 });
    await api.delivery.putInformation('o-1', { first_name: 'A', last_name: 'B', email: 'a@b.ee', phone: '+372 5555555' });
    await api.payments.start('o-1', { method: 'BANK', provider: 'test' });
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'PUT /api/v1/orders/o-1/delivery/',
      'PUT /api/v1/orders/o-1/delivery/information/',
      'POST /api/v1/orders/o-1/payments/',
    ]);
  });
});

describe('parcel machines', () => {
  it('searches the machines of a country, leaving out a blank search', async () => {
    const { api, calls } = fakeApi();
    await api.delivery.parcelMachines({ countryId: 2, search: '  Ülemiste ' });
    await api.delivery.parcelMachines({ countryId: 3, search: '   ' });
    expect(calls.map((call) => `${new URL(call.url).pathname}?${new URL(call.url).searchParams}`)).toEqual([
      `/api/v1/deliveries/parcel-machines/?country_id=2&search=${encodeURIComponent('Ülemiste')}`,
      '/api/v1/deliveries/parcel-machines/?country_id=3',
    ]);
  });

  it('keys a search by country and the trimmed, lower-cased text', () => {
    expect(queryKeys.parcelMachines({ countryId: 2, search: ' Ülemiste ' })).toEqual(queryKeys.parcelMachines({ countryId: 2, search: 'ülemiste' }));
    expect(queryKeys.parcelMachines({ countryId: 2 })).not.toEqual(queryKeys.parcelMachines({ countryId: 3 }));
  });
});

describe('creator calls', () => {
  it('adds language to schemes-by-path and returns [] on error', async () => {
    const { api, calls } = fakeApi({ 'GET /api/v1/creator/schemes-by-path/': () => ({ status: 500, body: { code: 'X', message: 'boom' } }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(api.creator.schemesByPath({ type: 'ROUTE', path: '/about', allow_fallback: true, is_business: false })).resolves.toEqual([]);
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({ type: 'ROUTE', path: '/about', allow_fallback: 'true', is_business: 'false', language: 'en' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Token tok');
    warn.mockRestore();
  });

  it('fetches components-v2 without credentials and answers null on error', async () => {
    const { api, calls } = fakeApi({ 'GET /api/v1/creator/components-v2/': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'x' } }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(api.creator.componentsV2('s-1')).resolves.toBeNull();
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    warn.mockRestore();
  });

  it('asks components-v2 again with credentials when the anonymous answer is 404 (PRIVATE or draft schemes)', async () => {
    const { api, calls } = fakeApi({
      'GET /api/v1/creator/components-v2/': (call) =>
        call.headers.has('Authorization') ? { body: [{ uuid: 'a', name: 'Spacer' }] } : { status: 404, body: { code: 'SCHEME_NOT_FOUND', message: 'x' } },
    });
    await expect(api.creator.componentsV2('s-1')).resolves.toEqual({ scheme_uuid: 's-1', components: [{ uuid: 'a', name: 'Spacer' }], pattern: null, placeholders: [] });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([null, 'Token tok']);
  });

  it('accepts components-v2 as a bare list', async () => {
    const { api } = fakeApi({ 'GET /api/v1/creator/components-v2/': () => ({ body: [{ uuid: 'a', name: 'Spacer' }] }) });
    await expect(api.creator.componentsV2('s-1')).resolves.toEqual({ scheme_uuid: 's-1', components: [{ uuid: 'a', name: 'Spacer' }], pattern: null, placeholders: [] });
  });

  it('asks placeholders in the client language and answers [] on error', async () => {
    const placeholder = { uuid: 'p-1', route_uuid: 'r', scheme_uuid: 's', type: 'navbar_top_banner', name: 'Top', props: {}, components: [] };
    const ok = fakeApi({ 'GET /api/v1/creator/placeholders/': () => ({ body: [placeholder] }) });
    await expect(ok.api.creator.placeholders({ is_business: false })).resolves.toEqual([placeholder]);
    expect(Object.fromEntries(new URL(ok.calls[0]!.url).searchParams)).toEqual({ is_business: 'false', language: 'en' });
    const failing = fakeApi({ 'GET /api/v1/creator/placeholders/': () => ({ status: 500 }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(failing.api.creator.placeholders()).resolves.toEqual([]);
    warn.mockRestore();
  });

  it('campaign existence is false on error and true when the API says so', async () => {
    const failing = fakeApi({ 'GET /api/v1/creator/schemes-by-path/': () => ({ status: 500 }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(failing.api.creator.campaignsExist('et')).resolves.toBe(false);
    warn.mockRestore();
    const ok = fakeApi({ 'GET /api/v1/creator/schemes-by-path/': () => ({ body: { hasCampaigns: true } }) });
    await expect(ok.api.creator.campaignsExist('et')).resolves.toBe(true);
    expect(new URL(ok.calls[0]!.url).searchParams.get('existence_only')).toBe('true');
  });
});

describe('query options', () => {
  it('carry the cache settings of their kind', () => {
    const { api } = fakeApi();
    const queries = salonQueries(api);
    expect(queries.schemesByPath({ type: 'ROUTE', path: '/' })).toMatchObject({ staleTime: 300_000, gcTime: 900_000, retry: 2, refetchOnMount: false });
    expect(queries.brands()).toMatchObject({ staleTime: 300_000, gcTime: 600_000, retry: 2 });
    expect(queries.categories()).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000, retry: 2 });
    expect(queries.campaignsExist('et')).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000 });
    expect(queries.components('s')).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000 });
    expect(queries.search({ term: 'x', page: 1 }).queryKey).toEqual(queryKeys.search({ term: 'x', page: 1, brands: [] }));
  });

  it('prefetch and read back through a QueryClient', async () => {
    const { api } = fakeApi({ 'GET /api/v1/products/brands/': () => ({ body: [{ id: 1, value: 'A', slug: 'a' }] }) });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(salonQueries(api).brands());
    expect(queryClient.getQueryData(queryKeys.brands())).toEqual([{ id: 1, value: 'A', slug: 'a' }]);
  });
});

describe('line updates', () => {
  it('a newer PUT cancels the older one; the cancellation is rethrown but never reported', async () => {
    let answer = 0;
    const { api } = fakeApi({
      'PUT /api/v1/orders/o-1/order-lines/7/': (call) => {
        answer += 1;
        return { body: order('o-1', (call.body as { quantity: number }).quantity), delayMs: answer === 1 ? 50 : 1 };
      },
    });
    const reported: unknown[] = [];
    const queryClient = createQueryClient({ onError: (error) => reported.push(error) });
    // As the storefront's cart updates a line: the answered order goes into the cache.
    const updateLine = {
      mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) => api.orders.updateLine('o-1', lineId, quantity),
      onSuccess: (answered: { uuid: string }) => queryClient.setQueryData(queryKeys.order(answered.uuid), answered),
    };
    const run = (quantity: number) => queryClient.getMutationCache().build(queryClient, updateLine).execute({ lineId: 7, quantity });
    const first = run(2).catch((error: unknown) => error);
    const second = run(3);
    expect(isAbortError(await first)).toBe(true);
    await expect(second).resolves.toMatchObject({ revision: 3 });
    expect(queryClient.getQueryData(queryKeys.order('o-1'))).toMatchObject({ revision: 3 });
    expect(reported).toEqual([]);
  });

  it('reports real errors such as ORDER_LINE_NOT_FOUND', async () => {
    const { api } = fakeApi({ 'DELETE /api/v1/orders/o-1/order-lines/7/': () => ({ status: 404, body: { code: 'ORDER_LINE_NOT_FOUND', message: 'gone' } }) });
    const reported: unknown[] = [];
    const queryClient = createQueryClient({ onError: (error) => reported.push(error) });
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: (lineId: number) => api.orders.deleteLine('o-1', lineId) });
    const error = await mutation.execute(7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('ORDER_LINE_NOT_FOUND');
    expect(reported).toHaveLength(1);
  });
});
