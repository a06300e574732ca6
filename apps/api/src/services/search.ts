import { sql, type SQL } from 'drizzle-orm';
import { filterSeasonalSaleCategories, LOCALE_CODE, QUICK_CATEGORIES_LIMIT, QUICK_SEARCH_PAGE_SIZE, SEARCH_TERM_MAX_WORDS, type LocaleCode } from '@salon/domain';
import type { Viewer } from '../context';
import type { Executor } from '../db/client';
import { searchStatistics, type Translations } from '../db/schema';
import type { SearchQuery, SearchSort } from '../validation/search';
import { runAfterResponse } from '../lib/afterResponse';
import type { SearchAnswerCache, SearchCacheOutcome } from '../lib/searchAnswerCache';
import { loadProductCards, type ProductCard } from './productCards';

/**
 * Full-text configuration per locale. PostgreSQL 15 has no Estonian or Latvian stemmer, so
 * those use 'simple'; the trigram match covers their inflections and typos.
 */
const TEXT_SEARCH_CONFIG: Readonly<Record<LocaleCode, string>> = {
  [LOCALE_CODE.ET]: 'simple',
  [LOCALE_CODE.EN]: 'english',
  [LOCALE_CODE.RU]: 'russian',
  [LOCALE_CODE.FI]: 'finnish',
  [LOCALE_CODE.LV]: 'simple',
};
/** Brands and categories whose name is at least this similar to the term are suggested. */
const SUGGESTION_SIMILARITY = 0.4;

export interface SearchResult {
  results: { products: ProductCard[]; brands: { id: number; value: string; slug: string }[]; categories: { id: number; parent: number | null; order: number; i18n_name: Translations; i18n_slug: Translations }[] };
  count: number;
  page: number;
  page_size: number;
}

/** Words of the term, letters and digits only (safe to splice into a tsquery string), the first SEARCH_TERM_MAX_WORDS of them. */
function termTokens(term: string | undefined): string[] {
  return ((term ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_TERM_MAX_WORDS);
}

/**
 * exact: full-text prefix match (index-backed). fuzzy: trigram word similarity, used only when
 * the exact match finds nothing, because it costs a similarity check per candidate row.
 */
type TextMatch = 'exact' | 'fuzzy';

/**
 * The condition and the relevance of a term. Exact matches are ranked by ts_rank alone (weight A
 * = a product name, B = brand and internal id). Adding word_similarity over every match's
 * search_text made the page 4-10 times slower (20 ms against 2 ms at 1,000 matches, 20,000
 * products) and, on the seed, left the first page the same for every term tried but one (an
 * internal-id fragment): every full-text match contains a word starting with the term, so the
 * similarities tie and popularity decides either way. Fuzzy matches have no full-text rank;
 * word_similarity is their relevance.
 */
function textCondition(tokens: string[], locale: LocaleCode, match: TextMatch): { where: SQL; rank: SQL } {
  const prefixQuery = tokens.map((token) => `${token}:*`).join(' & ');
  const phrase = tokens.join(' ');
  const config = TEXT_SEARCH_CONFIG[locale];
  const simpleQuery = sql`to_tsquery('simple', ${prefixQuery})`;
  const localeQuery = sql`to_tsquery(${config}::regconfig, ${prefixQuery})`;
  return match === 'exact'
    ? { where: sql`(products.search_vector @@ ${simpleQuery} or products.search_vector @@ ${localeQuery})`, rank: sql`ts_rank(products.search_vector, ${simpleQuery})` }
    : { where: sql`products.search_text %> ${phrase}`, rank: sql`word_similarity(${phrase}, products.search_text)` };
}

function orderBy(sort: SearchSort, rank: SQL | null, isBusiness: boolean): SQL {
  const popularity = isBusiness ? sql`products.business_popularity` : sql`products.popularity`;
  switch (sort) {
    case 'price_asc':
      return sql`products.price asc nulls last, products.id`;
    case 'price_desc':
      return sql`products.price desc nulls last, products.id`;
    case 'newest':
      return sql`products.created_at desc, products.id desc`;
    case 'discount':
      return sql`products.discount_rate desc, products.id`;
    case 'name':
      return sql`products.i18n_name->'et_EE'->>'value', products.id`;
    case 'popular':
      return sql`${popularity} desc, products.id`;
    case 'relevance':
      return rank ? sql`${rank} desc, ${popularity} desc, products.id` : sql`${popularity} desc, products.id`;
  }
}

function filters(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const categoryIds = query.categories ?? [];
  if (categoryIds.length > 0) {
    // A parent category also finds the products of its descendants.
    conditions.push(sql`exists (
      select 1 from product_categories pc where pc.product_id = products.id and pc.category_id in (
        with recursive tree as (
          select id from categories where id in (${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)})
          union all select c.id from categories c join tree on c.parent_id = tree.id
        ) select id from tree))`);
  }
  const brandIds = [...(query.brands ?? []), ...(query.brand ?? [])];
  if (brandIds.length > 0) conditions.push(sql`products.brand_id in (${sql.join(brandIds.map((id) => sql`${id}`), sql`, `)})`);
  if (query.price_start !== undefined) conditions.push(sql`products.price >= ${query.price_start}`);
  if (query.price_end !== undefined) conditions.push(sql`products.price <= ${query.price_end}`);
  if (query.discount_rate_start !== undefined) conditions.push(sql`products.discount_rate >= ${query.discount_rate_start}`);
  if (query.discount_rate_end !== undefined) conditions.push(sql`products.discount_rate <= ${query.discount_rate_end}`);
  return conditions;
}

async function matchingBrands(db: Executor, phrase: string) {
  const result = await db.execute<{ id: number; value: string; slug: string }>(sql`
    select id, value, slug from brands
    where lower(value) like ${`%${phrase}%`} or word_similarity(${phrase}, lower(value)) >= ${SUGGESTION_SIMILARITY}
    order by word_similarity(${phrase}, lower(value)) desc, value limit ${QUICK_SEARCH_PAGE_SIZE}`);
  return result.rows;
}

async function matchingCategories(db: Executor, phrase: string, locale: LocaleCode) {
  const result = await db.execute<{ id: number; parent_id: number | null; order: number; i18n_name: Translations; i18n_slug: Translations }>(sql`
    select id, parent_id, "order", i18n_name, i18n_slug from categories
    where lower(i18n_name->${locale}->>'value') like ${`%${phrase}%`}
       or word_similarity(${phrase}, lower(i18n_name->${locale}->>'value')) >= ${SUGGESTION_SIMILARITY}
       or word_similarity(${phrase}, lower(i18n_name->'et_EE'->>'value')) >= ${SUGGESTION_SIMILARITY}
    order by word_similarity(${phrase}, lower(i18n_name->${locale}->>'value')) desc, id
    limit ${QUICK_CATEGORIES_LIMIT * 2}`);
  return filterSeasonalSaleCategories(result.rows)
    .slice(0, QUICK_CATEGORIES_LIMIT)
    .map((row) => ({ id: row.id, parent: row.parent_id, order: row.order, i18n_name: row.i18n_name, i18n_slug: row.i18n_slug }));
}

/** What a search answer depends on apart from the viewer: the term's words (all the search reads of it) and every other parameter. */
function answerKey(query: SearchQuery, tokens: string[]): string {
  return JSON.stringify({ ...query, term: tokens.join(' ') });
}

/**
 * Product search over PostgreSQL full-text search (prefix match, per-language stemming) and
 * pg_trgm word similarity (typos). With `answers`, an anonymous viewer's answer may come from the
 * cache of anonymous answers (lib/searchAnswerCache.ts). Every full search (not a standalone
 * quick-panel one) with a term is recorded in search_statistics, kept answers included, after
 * the answer has left.
 */
export async function searchProducts(db: Executor, query: SearchQuery, viewer: Viewer, answers?: SearchAnswerCache): Promise<{ result: SearchResult; body: string; outcome: SearchCacheOutcome }> {
  const tokens = termTokens(query.term);
  const build = () => buildAnswer(db, query, viewer, tokens);
  const { answer, body, outcome } = answers ? await answers.answer(viewer, answerKey(query, tokens), build) : await built(build);
  if (tokens.length > 0 && !query.standalone) {
    const statistic = {
      term: query.term!.trim(),
      normalizedTerm: tokens.join(' '),
      resultCount: answer.count,
      locale: viewer.locale,
      matchedBrandId: answer.results.brands[0]?.id ?? null,
      matchedCategoryId: answer.results.categories[0]?.id ?? null,
      userId: viewer.user?.id ?? null,
    };
    // Recorded after the answer leaves: the shopper does not wait for a row only staff read.
    runAfterResponse('recording a search statistic', () => db.insert(searchStatistics).values(statistic));
  }
  return { result: answer, body, outcome };
}

async function built(build: () => Promise<SearchResult>) {
  const answer = await build();
  return { answer, body: JSON.stringify(answer), outcome: 'bypass' as const };
}

async function buildAnswer(db: Executor, query: SearchQuery, viewer: Viewer, tokens: string[]): Promise<SearchResult> {
  const offset = (query.page - 1) * query.page_size;
  const run = async (match: TextMatch) => {
    const text = tokens.length > 0 ? textCondition(tokens, viewer.locale, match) : null;
    const conditions = [...filters(query), ...(text ? [text.where] : [])];
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const sort = query.sort ?? (text ? 'relevance' : 'popular');
    // Two statements, not one with count(*) over (): the window made PostgreSQL compute the rank
    // of every match apart from the scan, 3 ms more at 1,000 matches than a separate count.
    const [idRows, countRows] = await Promise.all([
      db.execute<{ id: number }>(sql`select products.id from products ${where} order by ${orderBy(sort, text?.rank ?? null, query.is_business ?? false)} limit ${query.page_size} offset ${offset}`),
      db.execute<{ total: string | number }>(sql`select count(*) as total from products ${where}`),
    ]);
    return { text, idRows, count: Number(countRows.rows[0]?.total ?? 0) };
  };
  let result = await run('exact');
  if (result.count === 0 && tokens.length > 0) result = await run('fuzzy');
  const { text, idRows, count } = result;
  const phrase = tokens.join(' ');
  const [productCards, brandMatches, categoryMatches] = await Promise.all([
    loadProductCards(db, idRows.rows.map((row) => Number(row.id)), viewer),
    text ? matchingBrands(db, phrase) : Promise.resolve([]),
    text ? matchingCategories(db, phrase, viewer.locale) : Promise.resolve([]),
  ]);

  return { results: { products: productCards, brands: brandMatches, categories: categoryMatches }, count, page: query.page, page_size: query.page_size };
}
