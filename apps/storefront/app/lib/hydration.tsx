import { DEFAULT_LOCALE, LOCALE_CODES, PERMISSION_FLAG, hasPermission, isAdminUser, translatedValue, type LocaleCode, type PermissionHolder, type TranslatableInput } from '@salon/domain';
import { HydrationBoundary, defaultShouldDehydrateQuery, dehydrate, hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { PLACEHOLDER_RENDERED } from '../frame/placeholderPositions';
import { onceFor } from './onceFor';
import type { RequestContext } from './request.server';

type Translations = Record<string, { value?: string | null } | null | undefined>;

const LOCALE_KEYS = new Set<string>(LOCALE_CODES);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTranslations = (value: unknown): value is Translations => isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => LOCALE_KEYS.has(key));

/** An entry's text only: `ext_id` ties it to the ERP, which the browser never talks to. */
const textOnly = (entry: Translations[string]) => (entry ? { value: entry.value } : entry);

/**
 * The entries of an `i18n_*` map that `translatedValue(map, locale)` can read: the page's own
 * locale, and the fallback it would take when that one is empty.
 */
function translationsForLocale(translations: Translations, locale: LocaleCode): Translations {
  const kept: Translations = {};
  if (locale in translations) kept[locale] = textOnly(translations[locale]);
  if (translations[locale]?.value) return kept;
  // translatedValue's order: the default locale, else the first non-empty entry.
  const source = [DEFAULT_LOCALE, ...Object.keys(translations)].find((key) => translations[key]?.value);
  if (source) kept[source] = textOnly(translations[source]);
  return kept;
}

/** An object entry's new value (or the same one); the walk goes on into what it returns. */
type Rewrite = (key: string, value: unknown) => unknown;

/**
 * A copy of loader data with some object entries rewritten, walked once. Results are cached per
 * source object, so a query dehydrated by both the root and a route loader stays one object and
 * React Router's turbo-stream still sends it once. The cache outlives the request: answers every
 * anonymous visitor shares are the same frozen objects from render to render
 * (sharedApiAnswers.server.ts), so their copy is made once; it is frozen like its source.
 */
function rewriteEntries<T>(data: T, rewrite: Rewrite, cache: WeakMap<object, unknown>): T {
  if (typeof data !== 'object' || data === null) return data;
  const cached = cache.get(data);
  if (cached !== undefined) return cached as T;
  let result: unknown = data;
  if (Array.isArray(data)) result = data.map((item) => rewriteEntries(item, rewrite, cache));
  else if (isPlainObject(data)) {
    result = Object.fromEntries(
      Object.entries(data).map(([key, value]) => {
        return [key, rewriteEntries(rewrite(key, value), rewrite, cache)];
      }),
    );
  }
  if (result !== data && Object.isFrozen(data)) Object.freeze(result);
  cache.set(data, result);
  return result as T;
}

/**
 * Every `i18n_*` translation map cut down to the page's locale (and its fallback). The API sends
 * all five languages of every category and product name, slug and description; the browser only
 * ever shows the page's language (a language switch reloads the page, decision 0018), so the other
 * four were ~60% of the document on listing pages.
 */
const pageLanguageOnly =
  (locale: LocaleCode): Rewrite =>
  (key, value) =>
    key.startsWith('i18n_') && isTranslations(value) ? translationsForLocale(value, locale) : value;

/**
 * Fields of a product card that lists and search results never show (they read what
 * `toCardProduct` and `toBlockProduct` map): the description (the product page reads it from its
 * own query, fetched by id), the ERP id, the slugs, the name's translation map (`name` is already
 * in the page's language), the brand object (`brand_name` is what a card shows), the rating,
 * the unit-price basis, the colour-variation flag and the category ids. About half of a
 * listing page's loader data.
 */
const LIST_CARD_OMITTED_FIELDS = new Set([
  'description',
  'i18n_description',
  'internal_id',
  'slug',
  'i18n_slug',
  'i18n_name',
  'brand',
  'reviews',
  'comparison_price',
  'is_color_variation',
  'categories',
]);
const isProductCard = (value: unknown): value is Record<string, unknown> => isPlainObject(value) && 'internal_id' in value && 'price' in value && 'files' in value;
const listCardOnly = (card: Record<string, unknown>) => Object.fromEntries(Object.entries(card).filter(([field]) => !LIST_CARD_OMITTED_FIELDS.has(field)));

/** Catalogue answers as a shopper's page reads them: one language, and list cards without what only the product page shows. */
const shopperCatalogue =
  (locale: LocaleCode): Rewrite =>
  (key, value) => {
    if (Array.isArray(value) && value.length > 0 && value.every(isProductCard)) return value.map(listCardOnly);
    return pageLanguageOnly(locale)(key, value);
  };

/** What the block registry reads of a stored component (StoredComponent); the API also sends its route, scheme, placeholder and template ids. */
const RENDERED_COMPONENT_FIELDS = ['uuid', 'name', 'parent_uuid', 'slot', 'props', 'index', 'props_resolved'] as const;
const isStoredComponent = (value: unknown): value is Record<string, unknown> => isPlainObject(value) && typeof value.uuid === 'string' && typeof value.name === 'string' && isPlainObject(value.props);
const renderedFields = (component: Record<string, unknown>) => Object.fromEntries(RENDERED_COMPONENT_FIELDS.filter((field) => field in component).map((field) => [field, component[field]]));

/**
 * Creator content as a shopper's page renders it: one language, and every `components` list cut
 * down to the fields the block registry reads (about a third of a placeholder's bytes were ids only
 * the creator uses).
 */
const shopperContent = (locale: LocaleCode): Rewrite => {
  const language = pageLanguageOnly(locale);
  return (key, value) => (key === 'components' && Array.isArray(value) ? value.map((component) => (isStoredComponent(component) ? renderedFields(component) : component)) : language(key, value));
};

const BLOCK_POSITIONS = new Set<string>(PLACEHOLDER_RENDERED.blocks);
const LINK_POSITIONS = new Set<string>(PLACEHOLDER_RENDERED.links);
/** What the frame reads of a placeholder: matching (uuid, props) and, where it renders them, the blocks. */
const RENDERED_PLACEHOLDER_FIELDS = ['uuid', 'type', 'props', 'components', 'pattern'] as const;

/**
 * The placeholders as a shopper's browser renders them (PLACEHOLDER_RENDERED): positions the store
 * does not render stay on the server, link-only positions go without their blocks, and none
 * carries its route, scheme or editor's name. On a product page that was about two thirds of the
 * placeholders' bytes. Made once per source list, like the other rewrites.
 */
function browserPlaceholdersOf(placeholders: unknown): unknown {
  if (!Array.isArray(placeholders)) return placeholders;
  return copyOnce('browser-placeholders', placeholders, () =>
    placeholders.flatMap((placeholder) => {
      if (!isPlainObject(placeholder)) return [placeholder];
      const type = String(placeholder.type);
      if (!BLOCK_POSITIONS.has(type) && !LINK_POSITIONS.has(type)) return [];
      const kept = Object.fromEntries(RENDERED_PLACEHOLDER_FIELDS.filter((field) => field in placeholder).map((field) => [field, placeholder[field]]));
      return [BLOCK_POSITIONS.has(type) ? kept : { ...kept, components: [], pattern: null }];
    }),
  );
}

/**
 * The category list as the browser gets it: `[id, parent, name]` rows with the name in the page's
 * language (what `translatedValue` reads), expanded back to `{id, parent, i18n_name}` before the
 * query cache sees it (`useBrowserState`). Shopper pages read nothing else of a category
 * (navigation, picker, breadcrumbs, trees; links go by id). An object per category with its nested
 * translation map cost about twice the bytes, on every page. A shopper component that needs
 * another field adds it here and in `expandCategories`.
 */
interface CompactCategories {
  categoryRows: [id: number, parent: number | null, name: string][];
  locale: LocaleCode;
}
const isCompactCategories = (value: unknown): value is CompactCategories => isPlainObject(value) && Array.isArray(value.categoryRows);

/** Made once per source list and language, in the rewrites' cache. */
function compactCategoriesOf(categories: unknown, locale: LocaleCode): unknown {
  if (!Array.isArray(categories) || !categories.every(isPlainObject)) return categories;
  return copyOnce<CompactCategories>(`browser-categories:${locale}`, categories, () => ({
    categoryRows: categories.map((category) => [Number(category.id), category.parent == null ? null : Number(category.parent), translatedValue(category.i18n_name as TranslatableInput, locale)]),
    locale,
  }));
}

function expandCategories({ categoryRows, locale }: CompactCategories) {
  return categoryRows.map(([id, parent, name]) => ({ id, parent, i18n_name: { [locale]: { value: name } } }));
}

/** A loader's dehydrated state as the query cache takes it: compact answers expanded again. */
export function browserState(state: DehydratedState): DehydratedState {
  if (!state.queries.some((query) => isCompactCategories(query.state.data))) return state;
  return { ...state, queries: state.queries.map((query) => (isCompactCategories(query.state.data) ? { ...query, state: { ...query.state, data: expandCategories(query.state.data) } } : query)) };
}

/** browserState, once per loader answer. */
export function useBrowserState<State extends DehydratedState | undefined>(state: State): State {
  return useMemo(() => (state ? browserState(state) : state), [state]) as State;
}
const isCategoryList = (key: QueryKey) => key[0] === 'catalogue' && key[1] === 'categories' && key.length === 2;

/** Staff who may edit content in the shop: admins, and route admins with inline editing. */
const editsContent = (user: PermissionHolder | null | undefined) => isAdminUser(user) || hasPermission(user, PERMISSION_FLAG.IS_ROUTE_ADMIN);

/** The rewritten copies, per rewrite and page language (a source object's copy depends on nothing else). */
const rewriteCaches = new Map<string, WeakMap<object, unknown>>();
const rewriteCache = (name: string): WeakMap<object, unknown> => {
  let cache = rewriteCaches.get(name);
  if (!cache) rewriteCaches.set(name, (cache = new WeakMap()));
  return cache;
};

/**
 * A list's browser copy, made once per source list in the named cache (shared answers are the same
 * frozen objects from render to render) and frozen like its source.
 */
function copyOnce<Copy extends object>(cacheName: string, source: readonly unknown[], make: () => Copy): Copy {
  return onceFor(rewriteCache(cacheName), source, () => {
    const copy = make();
    return Object.isFrozen(source) ? Object.freeze(copy) : copy;
  }) as Copy;
}

/**
 * The queries the root loader prefetches for the frame (session user, navbar categories,
 * placeholders, whether campaigns exist). The root's loader data carries them; every route
 * loader shares the request's QueryClient (requestContext) and leaves them out, so the document
 * holds each query once.
 */
function rootQueryKeys(ctx: Pick<RequestContext, 'queries' | 'locale'>): QueryKey[] {
  return [ctx.queries.user().queryKey, ctx.queries.categories().queryKey, ctx.queries.campaignsExist(ctx.locale).queryKey, ctx.queries.placeholders({ language: ctx.locale }).queryKey];
}

/**
 * What a loader returns so its prefetched queries hydrate in the browser: the root loader's
 * own queries (`scope: 'root'`), or a route loader's, without the root's.
 */
export function dehydrated(ctx: Pick<RequestContext, 'queryClient' | 'locale' | 'queries'>, scope: 'root' | 'route' = 'route'): DehydratedState {
  const rootHashes = new Set(rootQueryKeys(ctx).map((key) => hashKey(key)));
  const state = dehydrate(ctx.queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && rootHashes.has(query.queryHash) === (scope === 'root'),
  });
  // Creator content (placeholders, page components) stays whole for staff only: inline editing and
  // the creator save every language back. A shopper reads one language and renders the blocks.
  const shopper = !editsContent(ctx.queryClient.getQueryData(ctx.queries.user().queryKey));
  const forBrowser = (key: QueryKey, data: unknown) => {
    const area = key[0];
    if (isCategoryList(key)) return compactCategoriesOf(data, ctx.locale);
    // A product's own query keeps its description; every other catalogue answer lists cards.
    if (area === 'catalogue' && key[1] === 'product') return rewriteEntries(data, pageLanguageOnly(ctx.locale), rewriteCache(`catalogue:${ctx.locale}`));
    if (area === 'catalogue') return rewriteEntries(data, shopperCatalogue(ctx.locale), rewriteCache(`catalogue-lists:${ctx.locale}`));
    if (area === 'creator' && shopper) {
      // Placeholders the browser does not get are left out before the walk, not after it.
      const rendered = key[1] === 'placeholders' ? browserPlaceholdersOf(data) : data;
      return rewriteEntries(rendered, shopperContent(ctx.locale), rewriteCache(`shopper-content:${ctx.locale}`));
    }
    return data;
  };
  return {
    ...state,
    queries: state.queries.map((query) => (query.state.data === undefined ? query : { ...query, state: { ...query.state, data: forBrowser(query.queryKey, query.state.data) } })),
  };
}

export function Hydrated({ state, children }: { state: DehydratedState; children: ReactNode }) {
  return <HydrationBoundary state={useBrowserState(state)}>{children}</HydrationBoundary>;
}
