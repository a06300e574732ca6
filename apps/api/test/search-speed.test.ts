import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { RESTRICTION_SCOPE } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { customers, productRestrictions, products, searchStatistics, users } from '../src/db/schema';

// Search speed (issue 18 item 6, decision 0057): the relevance order, the statistics recorded after
// the answer, and the cache of anonymous answers (keys, logged-in viewers, invalidation).
const api = await createTestApi();
afterAll(() => api.close());
const { db } = api.database;
const SEARCH = '/api/v1/products/elastic/search/new/';
const search = (query: string, options: { token?: string; headers?: Record<string, string> } = {}) => api.request('GET', `${SEARCH}?${query}`, options);
const ids = (response: { body: { results: { products: { id: number }[] } } }) => response.body.results.products.map((product) => product.id);
/** The search_statistics rows written after `afterId`, oldest first. */
const statisticsAfter = (afterId: number) => db.select().from(searchStatistics).where(gt(searchStatistics.id, afterId)).orderBy(asc(searchStatistics.id));
const lastStatisticId = async () => Number((await db.execute<{ id: number | null }>(sql`select max(id) as id from search_statistics`)).rows[0]?.id ?? 0);

/** The first product restricted by this scope and value (e.g. client group RETAIL, country 3), and a term that finds it first. */
async function restrictedProduct(scope: (typeof RESTRICTION_SCOPE)[keyof typeof RESTRICTION_SCOPE], value: string) {
  const [row] = await db
    .select({ id: products.id, internalId: products.internalId })
    .from(productRestrictions)
    .innerJoin(products, eq(products.id, productRestrictions.productId))
    .where(and(eq(productRestrictions.scope, scope), eq(productRestrictions.value, value)))
    .orderBy(asc(products.id))
    .limit(1);
  expect(row, `the seed restricts some products by ${scope} ${value}`).toBeDefined();
  return { id: row!.id, term: row!.internalId.toLowerCase() };
}

describe('search order', () => {
  it('orders full-text matches by ts_rank, then popularity, then id', async () => {
    for (const term of ['hair', 'hair oil', 'shampoo']) {
      const prefix = term.split(' ').map((word) => `${word}:*`).join(' & ');
      const expected = await db.execute<{ id: number }>(sql`
        select id from products
        where search_vector @@ to_tsquery('simple', ${prefix}) or search_vector @@ to_tsquery('english', ${prefix})
        order by ts_rank(search_vector, to_tsquery('simple', ${prefix})) desc, popularity desc, id limit 40`);
      expect(expected.rows.length, term).toBeGreaterThan(0);
      const response = await search(`term=${encodeURIComponent(term)}&page_size=40`, { headers: { 'Accept-Language': 'en' } });
      expect(response.status).toBe(200);
      expect(ids(response), term).toEqual(expected.rows.map((row) => Number(row.id)));
    }
  });

  it('orders trigram (typo) matches by word similarity, and a chosen sort still wins over relevance', async () => {
    const term = 'shampoa';
    const expected = await db.execute<{ id: number }>(sql`
      select id from products where search_text %> ${term}
      order by word_similarity(${term}, search_text) desc, popularity desc, id limit 30`);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(ids(await search(`term=${term}&page_size=30`))).toEqual(expected.rows.map((row) => Number(row.id)));

    const byPrice = await search('term=shampoo&sort=price_asc&page_size=50');
    const prices = byPrice.body.results.products.flatMap((product: { price: string | null }) => (product.price === null ? [] : [Number(product.price)]));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});

describe('search statistics', () => {
  it('stores one row per full search, cached answers and logged-in searches included, and none for quick searches', async () => {
    const before = await lastStatisticId();
    const first = await search('term=Palsam%20&page_size=5');
    const again = await search('term=palsam&page_size=5');
    expect(first.headers.get('X-Search-Cache')).toBe('miss');
    expect(again.headers.get('X-Search-Cache')).toBe('hit');
    await search('term=palsam&page_size=5&standalone=true');
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const loggedIn = await search('term=palsam&page_size=5', { token });
    expect(loggedIn.headers.get('X-Search-Cache')).toBe('bypass');

    const rows = await statisticsAfter(before);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, SEED_LOGIN.PRIVATE));
    expect(rows.map((row) => [row.term, row.normalizedTerm, row.userId === null])).toEqual([
      ['Palsam', 'palsam', true],
      ['palsam', 'palsam', true],
      ['palsam', 'palsam', false],
    ]);
    expect(rows[2]!.userId).toBe(user!.id);
    for (const row of rows) {
      expect(row.resultCount).toBe(first.body.count);
      expect(row.matchedCategoryId).toBe(first.body.results.categories[0]?.id ?? null);
      expect(row.matchedBrandId).toBe(first.body.results.brands[0]?.id ?? null);
      expect(row.locale).toBe('et_EE');
    }
  });
});

describe('cache of anonymous search answers', () => {
  it('keeps an answer per term words, parameters, language and delivery country', async () => {
    const query = 'term=serum&page=1&page_size=10';
    const first = await search(query);
    const second = await search(query);
    expect([first.headers.get('X-Search-Cache'), second.headers.get('X-Search-Cache')]).toEqual(['miss', 'hit']);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Content-Type')).toContain('application/json');
    // The same words, written differently: the same answer.
    expect((await search('term=%20SERUM&page=1&page_size=10')).headers.get('X-Search-Cache')).toBe('hit');

    for (const [other, headers] of [
      ['term=serum&page=2&page_size=10', {}],
      ['term=serum&page=1&page_size=11', {}],
      ['term=serum&page=1&page_size=10&sort=price_desc', {}],
      ['term=serum&page=1&page_size=10&is_business=true', {}],
      ['term=serum&page=1&page_size=10&price_start=1', {}],
      ['term=serums&page=1&page_size=10', {}],
      [query, { 'Accept-Language': 'en' }],
      [query, { 'Delivery-Country': 'LV' }],
    ] as const) {
      expect((await search(other, { headers })).headers.get('X-Search-Cache'), `${other} ${JSON.stringify(headers)}`).toBe('miss');
    }
  });

  it('gives each delivery country its own restrictions', async () => {
    const restricted = await restrictedProduct(RESTRICTION_SCOPE.COUNTRY, '3');
    const query = `term=${restricted.term}&page_size=5`;
    const card = (response: { body: { results: { products: { id: number; valid_restrictions: { scope: string }[] }[] } } }) =>
      response.body.results.products.find((product) => product.id === restricted.id);
    await search(query, { headers: { 'Delivery-Country': 'EE' } });
    const estonia = await search(query, { headers: { 'Delivery-Country': 'EE' } });
    const latvia = await search(query, { headers: { 'Delivery-Country': 'LV' } });
    expect(estonia.headers.get('X-Search-Cache')).toBe('hit');
    expect(latvia.headers.get('X-Search-Cache')).toBe('miss');
    expect(card(estonia)!.valid_restrictions.some((restriction) => restriction.scope === RESTRICTION_SCOPE.COUNTRY)).toBe(false);
    expect(card(latvia)!.valid_restrictions.some((restriction) => restriction.scope === RESTRICTION_SCOPE.COUNTRY)).toBe(true);
  });

  it('never serves a kept answer to a logged-in viewer nor keeps theirs (their client group changes the cards)', async () => {
    const product = await restrictedProduct(RESTRICTION_SCOPE.CLIENT_GROUP, 'RETAIL');
    const query = `term=${product.term}&page_size=5`;
    const restrictedFor = (response: { body: { results: { products: { id: number; valid_restrictions: unknown[] }[] } } }) =>
      response.body.results.products.find((card) => card.id === product.id)!.valid_restrictions.length > 0;

    const anonymous = await search(query);
    expect(restrictedFor(anonymous)).toBe(true);
    expect((await search(query)).headers.get('X-Search-Cache')).toBe('hit');

    // A salon (client group SALON) may buy professional products.
    const token = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const salon = (await db.select().from(customers).where(eq(customers.clientGroup, 'SALON')).orderBy(asc(customers.createdAt))).find((row) => row.name === 'Ilusalong Kaunis OÜ');
    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { token, body: { id: salon!.uuid } })).status).toBe(200);
    const asSalon = await search(query, { token });
    expect(asSalon.headers.get('X-Search-Cache')).toBe('bypass');
    expect(restrictedFor(asSalon)).toBe(false);

    // Another anonymous viewer still gets the anonymous answer: nothing of the salon's was kept.
    const later = await search(query);
    expect(restrictedFor(later)).toBe(true);
    expect(later.body).toEqual(anonymous.body);
  });

  it('drops kept answers after a catalogue write', async () => {
    const query = 'term=mask&page_size=5';
    const before = await search(query);
    expect((await search(query)).headers.get('X-Search-Cache')).toBe('hit');
    const first = before.body.results.products[0];
    const admin = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);
    const newPrice = first.price === '77.70' ? '77.80' : '77.70';
    const write = await api.request('PUT', `/api/v1/administrator/products/${first.id}/`, { token: admin, body: { price: newPrice } });
    expect(write.status, JSON.stringify(write.body)).toBe(200);

    const after = await search(query);
    expect(after.headers.get('X-Search-Cache')).toBe('miss');
    expect(after.body.results.products.find((card: { id: number }) => card.id === first.id)?.price).toBe(newPrice);
  });

  it('keeps nothing when the lifetime is 0, and bad parameters still get field errors', async () => {
    const uncached = await createTestApi({ publicCacheSeconds: 0 });
    try {
      await uncached.request('GET', `${SEARCH}?term=serum`);
      expect((await uncached.request('GET', `${SEARCH}?term=serum`)).headers.get('X-Search-Cache')).toBe('bypass');
    } finally {
      await uncached.close();
    }
    const bad = await search('term=serum&page_size=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String), errors: { page_size: expect.any(Array) } });
  });
});
