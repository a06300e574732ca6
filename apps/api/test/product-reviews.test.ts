import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApi } from './support/testApi';
import { productReviews, products, users } from '../src/db/schema';
import { SEED_LOGIN } from '../src/seed/accessData';

const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;

describe("a product's public reviews", () => {
  it('lists only approved reviews, newest first, paged, with the author as first name and initial', async () => {
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    await db.update(users).set({ firstName: 'Mari', lastName: 'Maasikas' }).where(eq(users.id, user!.id));
    await db.delete(productReviews).where(eq(productReviews.productId, product!.id));
    await db.insert(productReviews).values([
      { productId: product!.id, userId: user!.id, rating: 5, comment: 'Older approved', approval: 'approved', createdAt: new Date('2026-01-01T10:00:00Z') },
      { productId: product!.id, rating: 4, comment: 'Newer approved', approval: 'approved', createdAt: new Date('2026-02-01T10:00:00Z') },
      { productId: product!.id, rating: 1, comment: 'Still pending', approval: 'pending' },
      { productId: product!.id, rating: 1, comment: 'Was denied', approval: 'denied' },
    ]);

    const all = await api.request('GET', `/api/v1/products/${product!.id}/reviews/`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect(all.body.results.map((review: any) => review.comment)).toEqual(['Newer approved', 'Older approved']);
    expect(all.body.results[1]).toEqual({ id: expect.any(Number), rating: 5, comment: 'Older approved', author: 'Mari M.', created_at: '2026-01-01T10:00:00.000Z' });
    expect(all.body.results[0].author).toBeNull();
    expect(JSON.stringify(all.body)).not.toMatch(/pending|denied|@/i);

    const second = await api.request('GET', `/api/v1/products/${product!.id}/reviews/?page=2&page_size=1`);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ count: 2, results: [{ comment: 'Older approved' }] });
  });

  it('answers an unknown product with 404 PRODUCT_NOT_FOUND and bad input with 400', async () => {
    const missing = await api.request('GET', '/api/v1/products/999999/reviews/');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await api.request('GET', '/api/v1/products/x/reviews/')).status).toBe(400);
    expect((await api.request('GET', '/api/v1/products/1/reviews/?page=0')).status).toBe(400);
    expect((await api.request('GET', '/api/v1/products/1/reviews/?page_size=500')).status).toBe(400);
    expect((await api.request('GET', '/api/v1/products/1/reviews/?page=abc')).status).toBe(400);
  });
});

describe('a customer reviews a product', () => {
  it('writes one pending review a product, seen by nobody until staff approve it', async () => {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.isDisabled, false)).limit(1).offset(3);
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const path = `/api/v1/products/${product!.id}/reviews/`;
    const before = (await api.request('GET', path)).body.count;

    const written = await api.request('POST', path, { token, body: { rating: 4, comment: '  Pehme ja lõhnab hästi.  ' } });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({ rating: 4, comment: 'Pehme ja lõhnab hästi.', approval: 'pending' });
    const [stored] = await db.select().from(productReviews).where(eq(productReviews.id, written.body.id));
    expect(stored).toMatchObject({ productId: product!.id, rating: 4, approval: 'pending' });
    expect((await api.request('GET', path)).body.count).toBe(before);

    // The author reads it back (the page then offers no second form); nobody else has one.
    expect((await api.request('GET', `${path}mine/`, { token })).body).toEqual({ review: { id: written.body.id, rating: 4, comment: 'Pehme ja lõhnab hästi.', approval: 'pending', created_at: expect.any(String) } });
    expect((await api.request('GET', `${path}mine/`, { token: await api.login(SEED_LOGIN.LOYAL) })).body).toEqual({ review: null });
    expect((await api.request('GET', `${path}mine/`)).status).toBe(401);
    const again = await api.request('POST', path, { token, body: { rating: 1 } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'REVIEW_ALREADY_WRITTEN', message: 'You have already reviewed this product.' });
    expect(await db.select().from(productReviews).where(and(eq(productReviews.productId, product!.id), eq(productReviews.userId, stored!.userId!)))).toHaveLength(1);
  });

  it('a customer withdraws their review (published or not), may write a new one, and touches nobody else\'s', async () => {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.isDisabled, false)).limit(1).offset(7);
    const path = `/api/v1/products/${product!.id}/reviews/`;
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const other = await api.login(SEED_LOGIN.LOYAL);
    const theirs = await api.request('POST', path, { token: other, body: { rating: 2 } });
    expect(theirs.status).toBe(201);
    const written = await api.request('POST', path, { token, body: { rating: 5, comment: 'Published, then withdrawn.' } });
    await db.update(productReviews).set({ approval: 'approved' }).where(eq(productReviews.id, written.body.id));
    const listed = (await api.request('GET', `${path}?page_size=50`)).body.count;

    expect((await api.request('DELETE', `${path}mine/`)).status).toBe(401);
    const withdrawn = await api.request('DELETE', `${path}mine/`, { token });
    expect(withdrawn.status).toBe(204);
    expect((await api.request('GET', `${path}mine/`, { token })).body).toEqual({ review: null });
    expect((await api.request('GET', `${path}?page_size=50`)).body.count).toBe(listed - 1);
    const again = await api.request('DELETE', `${path}mine/`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    // The other customer's review is untouched; a new one of the first waits for moderation again.
    expect((await api.request('GET', `${path}mine/`, { token: other })).body.review).toMatchObject({ id: theirs.body.id, rating: 2 });
    expect((await api.request('POST', path, { token, body: { rating: 4 } })).body).toMatchObject({ rating: 4, approval: 'pending' });
  });

  it('holds one review a customer and product in the database too: a second row of the same author is refused', async () => {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.isDisabled, false)).limit(1).offset(5);
    const [author] = await db.select({ id: users.id }).from(users).limit(1);
    await db.insert(productReviews).values({ productId: product!.id, userId: author!.id, rating: 5 });
    // What two requests at once would do after both passed the endpoint's check.
    await expect(db.insert(productReviews).values({ productId: product!.id, userId: author!.id, rating: 1 })).rejects.toThrow();
    // Reviews without an author (seeded, or of a deleted account) are not one person's.
    await db.insert(productReviews).values([{ productId: product!.id, userId: null, rating: 3 }, { productId: product!.id, userId: null, rating: 4 }]);
  });

  it('needs a login, a known product that is on sale, a whole rating of 1-5 and at most 2000 characters', async () => {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.isDisabled, false)).limit(1).offset(4);
    const path = `/api/v1/products/${product!.id}/reviews/`;
    expect((await api.request('POST', path, { body: { rating: 5 } })).status).toBe(401);
    const token = await api.login(SEED_LOGIN.LOYAL);
    const bad = await api.request('POST', path, { token, body: { rating: 7, comment: 'x'.repeat(2001) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['comment', 'rating']);
    expect((await api.request('POST', path, { token, body: { rating: '5' } })).body.errors).toHaveProperty('rating');
    expect((await api.request('POST', path, { token, rawBody: '{rating' })).status).toBe(400);
    expect((await api.request('POST', '/api/v1/products/999999/reviews/', { token, body: { rating: 5 } })).body.code).toBe('PRODUCT_NOT_FOUND');
    const [disabled] = await db.update(products).set({ isDisabled: true }).where(eq(products.id, product!.id)).returning({ id: products.id });
    expect((await api.request('POST', path, { token, body: { rating: 5 } })).status).toBe(404);
    await db.update(products).set({ isDisabled: false }).where(eq(products.id, disabled!.id));
    expect(await db.select().from(productReviews).where(eq(productReviews.comment, 'x'.repeat(2001)))).toEqual([]);
  });

  it('takes at most 10 reviews an hour from one customer: the 11th is 429 with Retry-After and nothing written', async () => {
    const token = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const onSale = await db.select({ id: products.id }).from(products).where(eq(products.isDisabled, false)).limit(11).offset(20);
    for (const product of onSale.slice(0, 10)) expect((await api.request('POST', `/api/v1/products/${product.id}/reviews/`, { token, body: { rating: 5 } })).status).toBe(201);
    const eleventh = await api.request('POST', `/api/v1/products/${onSale[10]!.id}/reviews/`, { token, body: { rating: 5 } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    const [writer] = await db.select({ id: users.id }).from(users).where(eq(users.email, SEED_LOGIN.BUSINESS_ADMIN));
    expect(await db.select().from(productReviews).where(and(eq(productReviews.productId, onSale[10]!.id), eq(productReviews.userId, writer!.id)))).toEqual([]);
  });
});
