import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { APPROVAL, categorySchema, productReviewSchema, productCardSchema, filterSeasonalSaleCategories, LOCALES, POPULAR_LIST_LIMIT, POPULAR_ITEM_TYPE, PRODUCT_LISTS_LIMIT, ERROR_CODE } from '@salon/domain';
import type { AppEnv } from '../context';
import { brands, categories, favourites, productReviews, products, searchStatistics, users } from '../db/schema';
import { readBody, readParams, readQuery, idParam, booleanQuery, pagingQuery } from '../lib/validate';
import { API_ERROR_CODE, ApiError, notFound } from '../lib/errors';
import { requireUser } from '../middleware/viewer';
import { ACTION_LIMIT, consumeAction } from '../auth/actionThrottle';
import { loadProductCards } from '../services/productCards';
import { searchProducts } from '../services/search';
import type { SearchAnswerCache } from '../lib/searchAnswerCache';
import { searchQuerySchema } from '../validation/search';
import { operations } from '../openapi/registry';
import { brandResponse, favouriteResponse, productCardsResponse, productReviewsResponse, writtenReviewResponse, productSearchResponse, popularSearchResponse } from '../responses/catalogue';

const productListQuery = z.object({
  limit: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(PRODUCT_LISTS_LIMIT).default(PRODUCT_LISTS_LIMIT),
  is_business: booleanQuery.optional(),
});
const brandFavouritesQuery = productListQuery.extend({ brand_id: idParam });
const favouriteBody = z.object({ product: idParam });
const idParams = z.object({ id: idParam });
/** Largest page of a product's reviews a client may ask for. */
const REVIEW_NOT_FOUND = 'REVIEW_NOT_FOUND';
const MAX_REVIEWS_PAGE_SIZE = 50;
const DEFAULT_REVIEWS_PAGE_SIZE = 10;
const productReviewsQuery = z.object(pagingQuery(DEFAULT_REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE));

/** A review as its author sees it, whatever its approval. */
const writtenReview = (row: typeof productReviews.$inferSelect) => ({ id: row.id, rating: row.rating, comment: row.comment, approval: row.approval, created_at: row.createdAt.toISOString() });

/** The reviewer as the shop shows them: first name and the last name's initial, never the e-mail. */
function reviewAuthor(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0) ?? '';
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || null;
}

function serializeCategory(row: typeof categories.$inferSelect) {
  return { id: row.id, parent: row.parentId, order: row.order, i18n_name: row.name, i18n_slug: row.slug };
}

/** Says whether a search answer came from the cache of anonymous answers: hit, miss or bypass (not cacheable). */
const SEARCH_CACHE_HEADER = 'X-Search-Cache';

export function catalogueRoutes(searchAnswers: SearchAnswerCache) {
  const app = new Hono<AppEnv>();

  app.get('/languages/', (c) =>
    c.json(LOCALES.map((locale) => ({ code: locale.code, iso: locale.code.replace('_', '-'), short_code: locale.shortCode, long_name: locale.name, string: locale.name }))),
  );

  app.get('/products/brands/', async (c) => {
    const rows = await c.var.db.select({ id: brands.id, value: brands.value, slug: brands.slug }).from(brands).orderBy(asc(brands.value));
    return c.json(rows);
  });

  app.get('/products/categories/', async (c) => {
    const rows = await c.var.db.select().from(categories).orderBy(asc(categories.parentId), asc(categories.order), asc(categories.id));
    return c.json(filterSeasonalSaleCategories(rows.map(serializeCategory)));
  });

  app.get('/products/elastic/search/new/', async (c) => {
    const { body, outcome } = await searchProducts(c.var.db, readQuery(c, searchQuerySchema), c.var.viewer, searchAnswers);
    c.header(SEARCH_CACHE_HEADER, outcome);
    c.header('Content-Type', 'application/json');
    return c.body(body);
  });
  // The plain product list (category and brand pages) is the same query without a term.
  app.get('/products/', async (c) => c.json((await searchProducts(c.var.db, readQuery(c, searchQuerySchema), c.var.viewer)).result));

  const highlightList = (flag: 'highlighted' | 'popular' | 'fair' | 'recommended') => async (c: import('hono').Context<AppEnv>) => {
    const query = readQuery(c, productListQuery);
    const business = query.is_business ?? false;
    const base = c.var.db.select({ id: products.id }).from(products);
    const visible = eq(products.isDisabled, false);
    const rows =
      flag === 'highlighted'
        ? await base.where(and(visible, eq(business ? products.isBusinessHighlighted : products.isHighlighted, true))).orderBy(asc(products.id)).limit(query.limit)
        : flag === 'fair'
          ? await base.where(and(visible, eq(products.isFairFavourite, true))).orderBy(asc(products.id)).limit(query.limit)
          : flag === 'popular'
            ? await base.where(visible).orderBy(desc(business ? products.businessPopularity : products.popularity), asc(products.id)).limit(query.limit)
            : // Recommended: discounted bestsellers, a sensible default until personalisation exists.
              await base.where(and(visible, sql`${products.discountRate} > 0`)).orderBy(desc(products.popularity), asc(products.id)).limit(query.limit);
    return c.json({ results: await loadProductCards(c.var.db, rows.map((row) => row.id), c.var.viewer) });
  };
  app.get('/recommended/', highlightList('recommended'));
  app.get('/products/highlighted/', highlightList('highlighted'));
  app.get('/products/popular/', highlightList('popular'));
  app.get('/products/fair-favourites/', highlightList('fair'));
  app.get('/products/brand-favourites/', async (c) => {
    const query = readQuery(c, brandFavouritesQuery);
    const rows = await c.var.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brandId, query.brand_id), eq(products.isDisabled, false)))
      .orderBy(desc(products.isBrandFavourite), desc(products.popularity), asc(products.id))
      .limit(query.limit);
    return c.json({ results: await loadProductCards(c.var.db, rows.map((row) => row.id), c.var.viewer) });
  });

  app.get('/products/favourites/', async (c) => {
    const user = requireUser(c.var.viewer);
    const rows = await c.var.db.select().from(favourites).where(eq(favourites.userId, user.id)).orderBy(asc(favourites.id));
    const cards = new Map((await loadProductCards(c.var.db, rows.map((row) => row.productId), c.var.viewer)).map((card) => [card.id, card]));
    return c.json(rows.map((row) => ({ id: row.id, product: cards.get(row.productId) ?? null })));
  });

  app.post('/products/favourites/', async (c) => {
    const user = requireUser(c.var.viewer);
    const body = await readBody(c, favouriteBody);
    const [product] = await c.var.db.select({ id: products.id }).from(products).where(eq(products.id, body.product));
    if (!product) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
    // Adding twice is harmless: the existing favourite is returned.
    await c.var.db.insert(favourites).values({ userId: user.id, productId: body.product }).onConflictDoNothing();
    const [row] = await c.var.db.select().from(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.productId, body.product)));
    const [card] = await loadProductCards(c.var.db, [body.product], c.var.viewer);
    return c.json({ id: row!.id, product: card }, 201);
  });

  app.delete('/products/favourites/:id/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, idParams);
    const deleted = await c.var.db.delete(favourites).where(and(eq(favourites.id, id), eq(favourites.userId, user.id))).returning({ id: favourites.id });
    if (deleted.length === 0) throw notFound(API_ERROR_CODE.FAVOURITE_NOT_FOUND, 'Favourite not found.');
    return c.body(null, 204);
  });

  app.get('/products/:id/', async (c) => {
    const { id } = readParams(c, idParams);
    const [card] = await loadProductCards(c.var.db, [id], c.var.viewer);
    if (!card) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
    return c.json(card);
  });

  // Approved reviews only: pending and denied ones never leave the admin area.
  app.get('/products/:id/reviews/', async (c) => {
    const { id } = readParams(c, idParams);
    const query = readQuery(c, productReviewsQuery);
    const [product] = await c.var.db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
    const approved = and(eq(productReviews.productId, id), eq(productReviews.approval, APPROVAL.APPROVED));
    const [total] = await c.var.db.select({ total: count() }).from(productReviews).where(approved);
    const rows = await c.var.db
      .select({ id: productReviews.id, rating: productReviews.rating, comment: productReviews.comment, createdAt: productReviews.createdAt, firstName: users.firstName, lastName: users.lastName })
      .from(productReviews)
      .leftJoin(users, eq(users.id, productReviews.userId))
      .where(approved)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    return c.json({
      count: total?.total ?? 0,
      results: rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        author: reviewAuthor(row.firstName, row.lastName),
        created_at: row.createdAt.toISOString(),
      })),
    });
  });

  // The user's own review of the product, in whatever state: the page offers a form only without one.
  app.get('/products/:id/reviews/mine/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, idParams);
    const [row] = await c.var.db.select().from(productReviews).where(and(eq(productReviews.productId, id), eq(productReviews.userId, user.id)));
    return c.json({ review: row ? writtenReview(row) : null });
  });

  // A customer takes back their review, in whatever state; writing another one is then possible
  // (and waits for moderation again): the way to correct one.
  app.delete('/products/:id/reviews/mine/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, idParams);
    const deleted = await c.var.db.delete(productReviews).where(and(eq(productReviews.productId, id), eq(productReviews.userId, user.id))).returning({ id: productReviews.id });
    if (deleted.length === 0) throw notFound(REVIEW_NOT_FOUND, 'You have no review of this product.');
    return c.body(null, 204);
  });

  // A customer's review waits for moderation (/admin/reviews) before anyone else sees it.
  app.post('/products/:id/reviews/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, idParams);
    const body = await readBody(c, productReviewSchema);
    const [product] = await c.var.db.select({ id: products.id }).from(products).where(and(eq(products.id, id), eq(products.isDisabled, false)));
    if (!product) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
    // One review a customer and product: a second (or a double click) would count their voice twice.
    const alreadyWritten = () => new ApiError(400, ERROR_CODE.REVIEW_ALREADY_WRITTEN, 'You have already reviewed this product.');
    const [written] = await c.var.db.select({ id: productReviews.id }).from(productReviews).where(and(eq(productReviews.productId, id), eq(productReviews.userId, user.id)));
    if (written) throw alreadyWritten();
    // One account could otherwise fill the moderation list with a review of every product.
    await consumeAction(c.var.db, ACTION_LIMIT.REVIEW_PER_USER, String(user.id));
    // Two requests at once both pass the check above: the unique index keeps one.
    const [row] = await c.var.db
      .insert(productReviews)
      .values({ productId: id, userId: user.id, rating: body.rating, comment: body.comment, approval: APPROVAL.PENDING })
      .onConflictDoNothing({ target: [productReviews.userId, productReviews.productId] })
      .returning();
    if (!row) throw alreadyWritten();
    return c.json(writtenReview(row), 201);
  });

  app.get('/statistics/popular/brands/', async (c) => {
    const result = await c.var.db.execute<{ id: number; value: string; slug: string }>(sql`
      select b.id, b.value, b.slug from brands b
      left join ${searchStatistics} s on s.matched_brand_id = b.id
      group by b.id order by count(s.id) desc, b.value limit ${POPULAR_LIST_LIMIT}`);
    return c.json(result.rows.map((brand) => ({ brand })));
  });

  app.get('/statistics/popular/categories/', async (c) => {
    const result = await c.var.db.execute<{ id: number; parent_id: number | null; order: number; i18n_name: Record<string, { value: string; ext_id: string | null }>; i18n_slug: Record<string, { value: string; ext_id: string | null }> }>(sql`
      select c.id, c.parent_id, c."order", c.i18n_name, c.i18n_slug from categories c
      join ${searchStatistics} s on s.matched_category_id = c.id
      group by c.id order by count(s.id) desc, c.id limit ${POPULAR_LIST_LIMIT * 2}`);
    const rows = filterSeasonalSaleCategories(result.rows).slice(0, POPULAR_LIST_LIMIT);
    return c.json(rows.map((row) => ({ category: { id: row.id, parent: row.parent_id, order: row.order, i18n_name: row.i18n_name, i18n_slug: row.i18n_slug } })));
  });

  /** Popular searches: the brands and categories that searches led to, most frequent first. */
  app.get('/statistics/popular/searches/', async (c) => {
    const locale = c.var.viewer.locale;
    const result = await c.var.db.execute<{ id: number; type: string; name: string; slug: string; i18n_slug: unknown; hits: number }>(sql`
      select * from (
        select b.id, ${POPULAR_ITEM_TYPE.BRAND} as type, b.value as name, b.slug, null::jsonb as i18n_slug, count(*)::int as hits
          from ${searchStatistics} s join brands b on b.id = s.matched_brand_id group by b.id
        union all
        select c.id, ${POPULAR_ITEM_TYPE.CATEGORY} as type, coalesce(c.i18n_name->${locale}->>'value', c.i18n_name->'et_EE'->>'value') as name,
               coalesce(c.i18n_slug->${locale}->>'value', c.i18n_slug->'et_EE'->>'value') as slug, c.i18n_slug, count(*)::int as hits
          from ${searchStatistics} s join categories c on c.id = s.matched_category_id group by c.id
      ) items order by hits desc, type, id limit ${PRODUCT_LISTS_LIMIT * 2}`);
    return c.json(result.rows.map(({ hits: _hits, ...item }) => item));
  });

  return app;
}

const CATALOGUE = 'catalogue';
const cards = (summary: string, query = productListQuery) =>
  ({ summary, tag: CATALOGUE, auth: 'optional', query, response: { status: 200, description: '`{results: ProductCard[]}`, prices for the viewer.', schema: productCardsResponse } }) as const;
export const catalogueDocs = operations([
  { method: 'get', path: '/languages/', summary: 'Store languages', tag: CATALOGUE, auth: 'public', response: { status: 200, description: 'Locales with code, iso, short_code and names.', schema: z.array(z.object({ code: z.string(), iso: z.string(), short_code: z.string(), long_name: z.string(), string: z.string() })) } },
  { method: 'get', path: '/products/brands/', summary: 'All brands', tag: CATALOGUE, auth: 'public', response: { status: 200, description: '`{id, value, slug}[]` by name.', schema: z.array(brandResponse) } },
  { method: 'get', path: '/products/categories/', summary: 'Category tree (seasonal-sale categories dropped)', tag: CATALOGUE, auth: 'public', response: { status: 200, description: '`{id, parent, order, i18n_name, i18n_slug}[]`.', schema: z.array(categorySchema) } },
  { method: 'get', path: '/products/elastic/search/new/', summary: 'Product search with filters and facets', tag: CATALOGUE, auth: 'optional', query: searchQuerySchema, response: { status: 200, description: '`{count, page, page_size, results: {products, brands, categories}}`.', schema: productSearchResponse } },
  { method: 'get', path: '/products/', summary: 'Product list (category and brand pages): the search without a term', tag: CATALOGUE, auth: 'optional', query: searchQuerySchema, response: { status: 200, description: 'Same shape as the search.', schema: productSearchResponse } },
  { method: 'get', path: '/recommended/', ...cards('Recommended products (discounted bestsellers)') },
  { method: 'get', path: '/products/highlighted/', ...cards('Highlighted products (business variant with is_business)') },
  { method: 'get', path: '/products/popular/', ...cards('Popular products') },
  { method: 'get', path: '/products/fair-favourites/', ...cards('Fair favourites') },
  { method: 'get', path: '/products/brand-favourites/', ...cards('Favourite products of one brand', brandFavouritesQuery) },
  { method: 'get', path: '/products/favourites/', summary: "The user's favourite products", tag: CATALOGUE, auth: 'user', response: { status: 200, description: '`{id, product: ProductCard | null}[]`.', schema: z.array(favouriteResponse) } },
  { method: 'post', path: '/products/favourites/', summary: 'Add a favourite (adding twice returns the existing one)', tag: CATALOGUE, auth: 'user', body: favouriteBody, response: { status: 201, description: '`{id, product}`.', schema: favouriteResponse }, errors: [404] },
  { method: 'delete', path: '/products/favourites/:id/', summary: 'Remove a favourite', tag: CATALOGUE, auth: 'user', params: idParams, response: { status: 204, description: 'Removed.' }, errors: [404] },
  { method: 'get', path: '/products/:id/', summary: 'One product card', tag: CATALOGUE, auth: 'optional', params: idParams, response: { status: 200, description: 'ProductCard.', schema: productCardSchema }, errors: [404] },
  { method: 'get', path: '/products/:id/reviews/', summary: "A product's approved reviews, newest first", tag: CATALOGUE, auth: 'public', params: idParams, query: productReviewsQuery, response: { status: 200, description: '`{count, results: {id, rating, comment, author, created_at}[]}`; pending and denied reviews never appear.', schema: productReviewsResponse }, errors: [400, 404] },
  {
    method: 'get',
    path: '/products/:id/reviews/mine/',
    summary: "The user's own review of the product (pending, approved or denied), or null",
    tag: CATALOGUE,
    auth: 'user',
    params: idParams,
    response: { status: 200, description: '`{review: WrittenProductReview | null}`.', schema: z.object({ review: writtenReviewResponse.nullable() }).meta({ id: 'MyProductReview' }) },
    errors: [400, 401],
  },
  {
    method: 'delete',
    path: '/products/:id/reviews/mine/',
    summary: "Withdraw the user's own review of the product (pending, approved or denied)",
    tag: CATALOGUE,
    auth: 'user',
    params: idParams,
    response: { status: 204, description: 'Withdrawn: no longer listed or counted; the user may write a new one (pending again).' },
    errors: [400, 401, 404],
    description: '404 REVIEW_NOT_FOUND when the user has no review of the product.',
  },
  {
    method: 'post',
    path: '/products/:id/reviews/',
    summary: "Review a product (the user's one review of it; published once staff approve it)",
    tag: CATALOGUE,
    auth: 'user',
    params: idParams,
    body: productReviewSchema,
    response: { status: 201, description: '`{id, rating, comment, approval: "pending", created_at}`.', schema: writtenReviewResponse },
    errors: [400, 401, 404, 429],
    description: 'At most 10 reviews an hour per user (429 TOO_MANY_REQUESTS with Retry-After).',
  },
  { method: 'get', path: '/statistics/popular/brands/', summary: 'Brands searches led to most', tag: CATALOGUE, auth: 'public', response: { status: 200, description: '`{brand}[]`.', schema: z.array(z.object({ brand: brandResponse })) } },
  { method: 'get', path: '/statistics/popular/categories/', summary: 'Categories searches led to most', tag: CATALOGUE, auth: 'public', response: { status: 200, description: '`{category}[]`.', schema: z.array(z.object({ category: categorySchema })) } },
  { method: 'get', path: '/statistics/popular/searches/', summary: 'Popular searches: brands and categories, most frequent first', tag: CATALOGUE, auth: 'public', response: { status: 200, description: '`{id, type, name, slug, i18n_slug}[]` in the Accept-Language locale.', schema: z.array(popularSearchResponse) } },
]);
