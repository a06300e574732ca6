import { createQueryClient, salonQueries } from '@salon/api-client';
import { createSalonApi } from '@salon/api-client/http';
import type { LocaleCode } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { browserState, dehydrated } from '../app/lib/hydration';

/** A request's context as the loaders see it, without a network: the queries are filled by hand. */
function requestWithQueries() {
  const api = createSalonApi({} as never);
  const ctx = { queryClient: createQueryClient(), queries: salonQueries(api), locale: 'et_EE' as LocaleCode };
  ctx.queryClient.setQueryData(ctx.queries.categories().queryKey, [{ id: 1, parent: null, i18n_name: { et_EE: { value: 'Juuksed' }, en_US: { value: 'Hair' } } }] as never);
  ctx.queryClient.setQueryData(ctx.queries.placeholders({ language: 'et_EE' }).queryKey, [] as never);
  ctx.queryClient.setQueryData(ctx.queries.productList('highlighted').queryKey, { results: [] } as never);
  return ctx;
}

/** The category list as the browser's query cache gets it (the wire form expanded). */
const browserCategories = (ctx: ReturnType<typeof requestWithQueries>) => browserState(dehydrated(ctx, 'root')).queries.find((query) => query.queryKey[1] === 'categories')!.state.data;

const keysOf = (state: ReturnType<typeof dehydrated>) => state.queries.map((query) => JSON.stringify(query.queryKey));

describe('loader data holds each prefetched query once', () => {
  it("the root loader's state has the frame's queries, a route loader's state the rest", () => {
    const ctx = requestWithQueries();
    const root = keysOf(dehydrated(ctx, 'root'));
    const route = keysOf(dehydrated(ctx));
    expect(root).toContain(JSON.stringify(ctx.queries.categories().queryKey));
    expect(root).toContain(JSON.stringify(ctx.queries.placeholders({ language: 'et_EE' }).queryKey));
    expect(route).toEqual([JSON.stringify(ctx.queries.productList('highlighted').queryKey)]);
    expect(root.filter((key) => route.includes(key))).toEqual([]);
  });

  it('trims the catalogue translations to the page language in both', () => {
    const ctx = requestWithQueries();
    const categories = browserCategories(ctx) as Array<{ i18n_name: object }>;
    expect(Object.keys(categories[0]!.i18n_name)).toEqual(['et_EE']);
  });

  it('sends the category list with the fields shopper pages read (links go by id, not by slug)', () => {
    const ctx = requestWithQueries();
    ctx.queryClient.setQueryData(ctx.queries.categories().queryKey, [
      { id: 1, parent: null, order: 2, i18n_name: { et_EE: { value: 'Juuksed' } }, i18n_slug: { et_EE: { value: 'juuksed' } }, ext_id: 'erp-1' },
    ] as never);
    expect(browserCategories(ctx)).toEqual([{ id: 1, parent: null, i18n_name: { et_EE: { value: 'Juuksed' } } }]);
    // On the wire: one row per category, the name in the page's language.
    expect(dehydrated(ctx, 'root').queries.find((query) => query.queryKey[1] === 'categories')!.state.data).toEqual({ categoryRows: [[1, null, 'Juuksed']], locale: 'et_EE' });
  });

  it("names a category in the default language where the page's is empty, as translatedValue reads it", () => {
    const ctx = { ...requestWithQueries(), locale: 'en_US' as LocaleCode };
    ctx.queryClient.setQueryData(ctx.queries.categories().queryKey, [{ id: 1, parent: 4, i18n_name: { et_EE: { value: 'Juuksed' }, en_US: { value: '' } } }] as never);
    expect(browserCategories(ctx)).toEqual([{ id: 1, parent: 4, i18n_name: { en_US: { value: 'Juuksed' } } }]);
  });

  it('sends list cards without what only the product page shows, and the product page its description', () => {
    const ctx = requestWithQueries();
    const card = { id: 7, internal_id: 'ERP-7', name: 'Šampoon', price: '9.90', files: [], description: 'Long text', i18n_description: { et_EE: { value: 'Long text' } }, i18n_slug: { et_EE: { value: 'sampoon' } }, i18n_name: { et_EE: { value: 'Šampoon' }, en_US: { value: 'Shampoo' } }, brand: { id: 3, value: 'Botanic', slug: 'botanic' }, reviews: { average_rating: 4.5, rating_count: 2 } };
    ctx.queryClient.setQueryData(ctx.queries.productList('highlighted').queryKey, { results: [card] } as never);
    ctx.queryClient.setQueryData(ctx.queries.product('7').queryKey, card as never);
    const state = dehydrated(ctx);
    const list = state.queries.find((query) => query.queryKey[1] === 'list')!.state.data as { results: object[] };
    expect(list.results).toEqual([{ id: 7, name: 'Šampoon', price: '9.90', files: [] }]);
    const product = state.queries.find((query) => query.queryKey[1] === 'product')!.state.data as Record<string, unknown>;
    expect(product).toMatchObject({ internal_id: 'ERP-7', description: 'Long text', i18n_description: { et_EE: { value: 'Long text' } }, brand: { value: 'Botanic' }, reviews: { rating_count: 2 } });
  });

  it('keeps only the text of a translation, not its ERP id', () => {
    const ctx = requestWithQueries();
    ctx.queryClient.setQueryData(ctx.queries.categories().queryKey, [{ id: 1, i18n_name: { et_EE: { value: 'Juuksed', ext_id: 'cat-1' } } }] as never);
    const categories = browserCategories(ctx) as Array<{ i18n_name: object }>;
    expect(categories[0]!.i18n_name).toEqual({ et_EE: { value: 'Juuksed' } });
  });

  it("trims creator content for a shopper, and keeps every language for staff, who save them back", () => {
    const block = { name: 'SplitPreviewMini', props: { i18n_title: { et_EE: { value: 'Meist', ext_id: null }, en_US: { value: 'About us', ext_id: null } } } };
    const titleLanguages = (user: object | null) => {
      const ctx = requestWithQueries();
      ctx.queryClient.setQueryData(ctx.queries.placeholders({ language: 'et_EE' }).queryKey, [{ uuid: 'p1', type: 'navbar_top', props: {}, components: [block] }] as never);
      ctx.queryClient.setQueryData(ctx.queries.user().queryKey, user as never);
      const placeholders = dehydrated(ctx, 'root').queries.find((query) => query.queryKey[1] === 'placeholders')!.state.data as Array<{ components: (typeof block)[] }>;
      return Object.keys(placeholders[0]!.components[0]!.props.i18n_title);
    };
    expect(titleLanguages(null)).toEqual(['et_EE']);
    expect(titleLanguages({ permission_groups: [], active_role_permissions: [] })).toEqual(['et_EE']);
    expect(titleLanguages({ permission_groups: [], active_role_permissions: ['IS_ROUTE_ADMIN'] })).toEqual(['et_EE', 'en_US']);
  });

  it("sends a shopper the fields of a page's components that the block registry reads", () => {
    const ctx = requestWithQueries();
    const stored = { uuid: 'c1', name: 'Spacer', parent_uuid: null, slot: 'default', index: 0, props: { height: 8 }, route_uuid: 'r', scheme_uuid: 's', placeholder_uuid: null, template_uuid: null, slots: [] };
    ctx.queryClient.setQueryData(ctx.queries.placeholders({ language: 'et_EE' }).queryKey, [{ uuid: 'p1', route_uuid: 'r', scheme_uuid: null, type: 'product_list_head', name: 'Head', props: {}, components: [stored], pattern: null }] as never);
    const placeholders = dehydrated(ctx, 'root').queries.find((query) => query.queryKey[1] === 'placeholders')!.state.data as Array<{ route_uuid: string; components: object[] }>;
    expect(placeholders[0]).toEqual({ uuid: 'p1', type: 'product_list_head', props: {}, components: [{ uuid: 'c1', name: 'Spacer', parent_uuid: null, slot: 'default', props: { height: 8 }, index: 0 }], pattern: null });
  });

  it('sends a shopper only the placeholders the store renders, and blocks only where it renders them', () => {
    const placeholdersFor = (user: object | null) => {
      const ctx = requestWithQueries();
      const spacer = { uuid: 'c1', name: 'Spacer', parent_uuid: null, slot: 'default', index: 0, props: {} };
      const placeholder = (uuid: string, type: string) => ({ uuid, route_uuid: 'r', scheme_uuid: 's', type, name: type, props: { label: 'L', linkUrl: '/x' }, components: [spacer], pattern: ['c1'] });
      ctx.queryClient.setQueryData(ctx.queries.placeholders({ language: 'et_EE' }).queryKey, [placeholder('a', 'navbar_top'), placeholder('b', 'footer_contact'), placeholder('c', 'events_list_head')] as never);
      ctx.queryClient.setQueryData(ctx.queries.user().queryKey, user as never);
      return dehydrated(ctx, 'root').queries.find((query) => query.queryKey[1] === 'placeholders')!.state.data as Array<{ uuid: string; components: object[]; pattern: unknown }>;
    };
    const shopper = placeholdersFor(null);
    expect(shopper.map((placeholder) => [placeholder.uuid, placeholder.components.length, placeholder.pattern])).toEqual([
      ['a', 1, ['c1']],
      ['b', 0, null],
    ]);
    // Staff edit inline and see every placeholder whole.
    expect(placeholdersFor({ permission_groups: [], active_role_permissions: ['IS_ROUTE_ADMIN'] })).toHaveLength(3);
  });
});
