import { hashKey } from './hashKey';
import type {
  DehydratedState,
  MutationCacheConfig,
  QueryCacheConfig,
  QueryClient as CoreQueryClient,
  QueryClientConfig,
  QueryKey,
} from '@tanstack/query-core';
import { loadQueryCore, onQueryCore, type QueryCore } from './queryCore';

type DehydratedQuery = DehydratedState['queries'][number];

/** The configuration of a query cache, kept until the core that builds the real one is here. */
export class QueryCache {
  constructor(readonly config: QueryCacheConfig = {}) {}
}

/** The configuration of a mutation cache, kept until the core that builds the real one is here. */
export class MutationCache {
  constructor(readonly config: MutationCacheConfig = {}) {}
}

interface LazyQueryClientConfig extends Omit<QueryClientConfig, 'queryCache' | 'mutationCache'> {
  queryCache?: QueryCache;
  mutationCache?: MutationCache;
}

/**
 * What `new QueryClient()` makes in the browser (decision 0070): the page's query client before
 * TanStack's core is loaded, and a thin forwarder to the real one after.
 *
 * Before: it keeps the loaders' dehydrated queries (the seeds the first paint renders from, as
 * the server did), answers `getQueryData` from them, and queues every other call until the core
 * is here, fetching it at once. After: the real client, built with the same configuration and
 * hydrated with every seed, does all the work; queued calls run on it in their order.
 */
export class QueryClient {
  readonly #config: LazyQueryClientConfig;
  readonly #seeds = new Map<string, DehydratedQuery>();
  readonly #queued: ((client: CoreQueryClient) => void)[] = [];
  readonly #readyListeners = new Set<(client: CoreQueryClient) => void>();
  #real: CoreQueryClient | null = null;
  #mounts = 0;

  constructor(config: LazyQueryClientConfig = {}) {
    this.#config = config;
    onQueryCore((core) => this.#becomeReal(core));
  }

  /** The real client, once the core is here. */
  get real(): CoreQueryClient | null {
    return this.#real;
  }

  #becomeReal(core: QueryCore): void {
    const { queryCache, mutationCache, ...config } = this.#config;
    const real = new core.QueryClient({
      ...config,
      queryCache: new core.QueryCache(queryCache?.config),
      mutationCache: new core.MutationCache(mutationCache?.config),
    });
    if (this.#seeds.size > 0) core.hydrate(real, { queries: [...this.#seeds.values()], mutations: [] });
    this.#seeds.clear();
    if (this.#mounts > 0) real.mount();
    this.#real = real;
    for (const run of this.#queued.splice(0)) run(real);
    const listeners = [...this.#readyListeners];
    this.#readyListeners.clear();
    for (const listener of listeners) listener(real);
  }

  /** Calls back with the real client (at once if it is here); returns how to stop waiting. */
  onReal(listener: (client: CoreQueryClient) => void): () => void {
    if (this.#real) {
      listener(this.#real);
      return () => {};
    }
    this.#readyListeners.add(listener);
    return () => this.#readyListeners.delete(listener);
  }

  /** The real client, fetching the core if it is not here yet. */
  whenReal(): Promise<CoreQueryClient> {
    if (this.#real) return Promise.resolve(this.#real);
    const ready = new Promise<CoreQueryClient>((resolve) => this.#queued.push(resolve));
    return loadQueryCore().then(() => ready);
  }

  /**
   * A loader's dehydrated queries, before the core is here: kept as the seeds the first paint
   * renders from, the newest answer of each query winning (as `hydrate` does).
   */
  seed(state: DehydratedState): void {
    for (const query of state.queries) {
      const known = this.#seeds.get(query.queryHash);
      if (!known || query.state.dataUpdatedAt > known.state.dataUpdatedAt) this.#seeds.set(query.queryHash, query);
    }
  }

  /** The seed of a query (by its hash), before the core is here. */
  seedOf(queryHash: string): DehydratedQuery | undefined {
    return this.#seeds.get(queryHash);
  }

  #forward<Result>(call: (client: CoreQueryClient) => Result): Result | Promise<Awaited<Result>> {
    if (this.#real) return call(this.#real);
    return this.whenReal().then(call) as Promise<Awaited<Result>>;
  }

  mount(): void {
    this.#mounts += 1;
    if (this.#mounts === 1) this.#real?.mount();
  }

  unmount(): void {
    this.#mounts -= 1;
    if (this.#mounts === 0) this.#real?.unmount();
  }

  getQueryData(queryKey: QueryKey): unknown {
    return this.#real ? this.#real.getQueryData(queryKey) : this.#seeds.get(hashKey(queryKey))?.state.data;
  }

  // The rest go to the real client, after the core has loaded if need be. Their arguments are
  // TanStack's own (app code is type-checked against @tanstack/react-query).
  setQueryData(...args: Parameters<CoreQueryClient['setQueryData']>): unknown {
    return this.#real ? this.#real.setQueryData(...args) : void this.whenReal().then((client) => client.setQueryData(...args));
  }
  fetchQuery(...args: Parameters<CoreQueryClient['fetchQuery']>) {
    return this.#forward((client) => client.fetchQuery(...args));
  }
  prefetchQuery(...args: Parameters<CoreQueryClient['prefetchQuery']>) {
    return this.#forward((client) => client.prefetchQuery(...args));
  }
  ensureQueryData(...args: Parameters<CoreQueryClient['ensureQueryData']>) {
    return this.#forward((client) => client.ensureQueryData(...args));
  }
  invalidateQueries(...args: Parameters<CoreQueryClient['invalidateQueries']>) {
    return this.#forward((client) => client.invalidateQueries(...args));
  }
  refetchQueries(...args: Parameters<CoreQueryClient['refetchQueries']>) {
    return this.#forward((client) => client.refetchQueries(...args));
  }
  cancelQueries(...args: Parameters<CoreQueryClient['cancelQueries']>) {
    return this.#forward((client) => client.cancelQueries(...args));
  }
  resetQueries(...args: Parameters<CoreQueryClient['resetQueries']>) {
    return this.#forward((client) => client.resetQueries(...args));
  }
  removeQueries(...args: Parameters<CoreQueryClient['removeQueries']>): void {
    void this.#forward((client) => client.removeQueries(...args));
  }
  setQueriesData(...args: Parameters<CoreQueryClient['setQueriesData']>) {
    return this.#forward((client) => client.setQueriesData(...args));
  }
  clear(): void {
    this.#seeds.clear();
    void this.#forward((client) => client.clear());
  }
}
