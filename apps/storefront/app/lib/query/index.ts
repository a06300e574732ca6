/**
 * What `@tanstack/react-query` is in the storefront's browser build (decision 0070; the
 * `lazyQueryCoreInBrowser` plugin in vite.config.ts points app and API-client imports here): the
 * same API for what the app uses, with TanStack's core loaded after the first paint. Types still
 * come from @tanstack/react-query, which the server and the tests run as it is. Nothing here may
 * import @tanstack/query-core statically: the core would be back in the first load.
 */
export { HydrationBoundary, QueryClientProvider, useMutation, useQueries, useQuery, useQueryClient } from './hooks';
export { MutationCache, QueryCache, QueryClient } from './LazyQueryClient';
export { hashKey } from './hashKey';

/** Identity helpers for typing, as in @tanstack/react-query. */
export const queryOptions = <Options>(options: Options): Options => options;
export const mutationOptions = <Options>(options: Options): Options => options;
/** The placeholder that keeps the previous data while a new key loads, as in @tanstack/query-core. */
export const keepPreviousData = <Data>(previousData: Data | undefined): Data | undefined => previousData;

// Loaders dehydrate on the server (lib/hydration.tsx is shared with the browser, which never calls these).
const serverOnly = (name: string) => () => {
  throw new Error(`${name} runs on the server only`);
};
export const dehydrate = serverOnly('dehydrate');
export const defaultShouldDehydrateQuery = serverOnly('defaultShouldDehydrateQuery');
