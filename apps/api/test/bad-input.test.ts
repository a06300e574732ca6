import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestResponse } from './support/testApi';

/**
 * Bad input on read endpoints that otherwise have only success tests: status and body
 * ({code, message} plus field errors) as docs/decisions/0004-api-design.md says.
 */
const api = await createTestApi();
afterAll(() => api.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const V = '/api/v1';

function expectValidation(response: TestResponse, field: string, label: string) {
  expect(response.status, label).toBe(400);
  expect(response.body, label).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  expect(response.body.errors?.[field], `${label}: errors.${field}`).toEqual([expect.any(String)]);
}

function expectError(response: TestResponse, status: number, code: string, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.body, label).toEqual({ code, message: expect.any(String) });
}

describe('order reads by uuid', () => {
  for (const suffix of ['order-lines/', 'delivery/', 'delivery/information/']) {
    it(`GET /orders/{uuid}/${suffix}: unknown uuid 404 ORDER_NOT_FOUND, malformed uuid 400`, async () => {
      expectError(await api.request('GET', `${V}/orders/${UNKNOWN_UUID}/${suffix}`), 404, 'ORDER_NOT_FOUND', 'unknown');
      for (const bad of ['not-a-uuid', '123', '00000000-0000-4000-8000-00000000000g']) {
        expectValidation(await api.request('GET', `${V}/orders/${bad}/${suffix}`), 'uuid', bad);
      }
    });
  }
});

describe('delivery methods', () => {
  it('refuses a country id that is not a positive whole number in the database range', async () => {
    for (const bad of ['x', '0', '-1', '1.5', '99999999999']) {
      expectValidation(await api.request('GET', `${V}/deliveries/methods/?country_id=${bad}`), 'country_id', bad);
    }
  });

  it('answers an empty list for a well-formed country id without methods', async () => {
    const response = await api.request('GET', `${V}/deliveries/methods/?country_id=999999`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('product lists', () => {
  const lists = ['/recommended/', '/products/highlighted/', '/products/popular/', '/products/fair-favourites/'];

  it.each(lists)('GET %s refuses a bad limit or is_business', async (path) => {
    for (const bad of ['0', '21', 'abc', '1.5', '-3']) {
      expectValidation(await api.request('GET', `${V}${path}?limit=${bad}`), 'limit', `${path} limit=${bad}`);
    }
    expectValidation(await api.request('GET', `${V}${path}?is_business=maybe`), 'is_business', `${path} is_business`);
    const ok = await api.request('GET', `${V}${path}?limit=3`);
    expect(ok.status).toBe(200);
    expect(ok.body.results.length).toBeLessThanOrEqual(3);
  });

  it('GET /products/brand-favourites/ needs a valid brand_id and limit', async () => {
    expectValidation(await api.request('GET', `${V}/products/brand-favourites/`), 'brand_id', 'missing');
    for (const bad of ['abc', '0', '-1', '99999999999', '']) {
      expectValidation(await api.request('GET', `${V}/products/brand-favourites/?brand_id=${bad}`), 'brand_id', `brand_id=${bad}`);
    }
    const brandId = (await api.request('GET', `${V}/products/brands/`)).body[0].id;
    expectValidation(await api.request('GET', `${V}/products/brand-favourites/?brand_id=${brandId}&limit=500`), 'limit', 'limit=500');
    const unknown = await api.request('GET', `${V}/products/brand-favourites/?brand_id=999999`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ results: [] });
  });
});

describe('public creator lists', () => {
  it('GET /creator/placeholders/ refuses an unknown language, type, route uuid or is_business', async () => {
    expectValidation(await api.request('GET', `${V}/creator/placeholders/?language=xx`), 'language', 'language');
    expectValidation(await api.request('GET', `${V}/creator/placeholders/?type=NOT_A_POSITION`), 'type', 'type');
    expectValidation(await api.request('GET', `${V}/creator/placeholders/?route_uuid=abc`), 'route_uuid', 'route_uuid');
    expectValidation(await api.request('GET', `${V}/creator/placeholders/?is_business=maybe`), 'is_business', 'is_business');
    const footer = await api.request('GET', `${V}/creator/placeholders/?language=et&type=footer_contact`);
    expect(footer.status).toBe(200);
    expect(footer.body.every((placeholder: any) => placeholder.type === 'footer_contact')).toBe(true);
  });

  it('GET /creator/posts/ refuses an unknown language or type and bad paging', async () => {
    expectValidation(await api.request('GET', `${V}/creator/posts/?language=klingon`), 'language', 'language');
    expectValidation(await api.request('GET', `${V}/creator/posts/?type=NOPE`), 'type', 'type');
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      expectValidation(await api.request('GET', `${V}/creator/posts/?page=${bad}`), 'page', `page=${bad}`);
    }
    expectValidation(await api.request('GET', `${V}/creator/posts/?page_size=1000`), 'page_size', 'page_size');
    const beyond = await api.request('GET', `${V}/creator/posts/?page=999`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ results: [], next: null, previous: 998 });
  });
});

describe('popular statistics', () => {
  // They take no parameters: unknown ones are ignored like on every list, never a 500.
  it.each(['brands', 'categories', 'searches'])('GET /statistics/popular/%s/ answers a list whatever the query', async (kind) => {
    const response = await api.request('GET', `${V}/statistics/popular/${kind}/?limit=abc&page=-1`);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
  });
});

describe('account calls without a valid token', () => {
  it.each([
    ['GET', '/rest-auth/customers/'],
    ['POST', '/rest-auth/logout/'],
  ])('%s %s: 401 NOT_AUTHENTICATED without a token, INVALID_TOKEN with a wrong one', async (method, path) => {
    expectError(await api.request(method, `${V}${path}`), 401, 'NOT_AUTHENTICATED', 'no token');
    expectError(await api.request(method, `${V}${path}`, { token: 'f'.repeat(64) }), 401, 'INVALID_TOKEN', 'wrong token');
  });
});
