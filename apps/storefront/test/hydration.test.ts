import { createQueryClient, createSalonApi, salonQueries } from '@salon/api-client';
import { describe, expect, it } from 'vitest';
import { dehydrated } from '../app/lib/hydration';

/** A request's context as the loaders see it, without a network: the queries are filled by hand. */
function requestWithQueries() {
  const api = createSalonApi({} as never);
  const ctx = { queryClient: createQueryClient(), queries: salonQueries(api), locale: 'et_EE' as const };
  ctx.queryClient.setQueryData(ctx.queries.categories().queryKey, [{ id: 1, parent: null, i18n_name: { et_EE: { value: 'Juuksed' }, en_US: { value: 'Hair' } } }] as never);
  ctx.queryClient.setQueryData(ctx.queries.placeholders({ language: 'et_EE' }).queryKey, [] as never);
  ctx.queryClient.setQueryData(ctx.queries.productList('highlighted').queryKey, { results: [] } as never);
  return ctx;
}

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
    const categories = dehydrated(ctx, 'root').queries.find((query) => query.queryKey[1] === 'categories')!.state.data as Array<{ i18n_name: object }>;
    expect(Object.keys(categories[0]!.i18n_name)).toEqual(['et_EE']);
  });
});
