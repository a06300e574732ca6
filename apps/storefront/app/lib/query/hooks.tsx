import { hashKey } from './hashKey';
import type {
  DefaultError,
  DehydratedState,
  MutationObserver,
  MutationObserverOptions,
  MutationObserverResult,
  QueriesObserver,
  QueryClient as CoreQueryClient,
  QueryObserver,
  QueryObserverOptions,
  QueryObserverResult,
} from '@tanstack/query-core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from './LazyQueryClient';
import { loadQueryCore, queryCoreNow, type QueryCore } from './queryCore';

/*
 * The subset of @tanstack/react-query's hooks the storefront uses, over a query core that the
 * browser loads after the first paint (decision 0070). With the core here they do what
 * @tanstack/react-query 5 does (useBaseQuery, useQueries, useMutation and HydrationBoundary,
 * without suspense and error boundaries, which the app does not use). Before it, they render what
 * the server rendered: a loader's query with its data, any other query pending (and fetching, if
 * enabled, which fetches the core at once); a mutation waits for the core.
 */

const QueryClientContext = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

type AnyQueryOptions = QueryObserverOptions<unknown, DefaultError, unknown, unknown, readonly unknown[]>;
type AnyQueryResult = QueryObserverResult<unknown, DefaultError>;

/** A query's options as the observer takes them, from the real client's defaults. */
function defaulted(client: CoreQueryClient, options: AnyQueryOptions) {
  const result = client.defaultQueryOptions(options);
  result._optimisticResults = 'optimistic';
  return result;
}

const noop = () => {};
const batched = (core: QueryCore, callback: () => void) => core.notifyManager.batchCalls(callback);

/**
 * What a query shows before the core is here: the server rendered the same from the same seed.
 * A seeded query is a success; a query without a seed is pending, and fetching (as TanStack's
 * optimistic result says) when enabled.
 */
function seededResult(client: QueryClient, options: AnyQueryOptions, refetch: () => Promise<AnyQueryResult>): AnyQueryResult {
  const seed = client.seedOf(options.queryHash ?? hashKey(options.queryKey));
  const enabled = typeof options.enabled === 'function' ? true : options.enabled !== false;
  const placeholder = seed ? undefined : typeof options.placeholderData === 'function' ? (options.placeholderData as (previous: undefined) => unknown)(undefined) : options.placeholderData;
  const data = seed ? seed.state.data : placeholder;
  const success = data !== undefined;
  const fetching = !seed && enabled;
  const pending = !success;
  return {
    data,
    dataUpdatedAt: seed?.state.dataUpdatedAt ?? 0,
    error: null,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    isError: false,
    isFetched: seed !== undefined,
    isFetchedAfterMount: false,
    isFetching: fetching,
    isLoading: pending && fetching,
    isPending: pending,
    isLoadingError: false,
    isInitialLoading: pending && fetching,
    isPaused: false,
    isPlaceholderData: !seed && placeholder !== undefined,
    isRefetchError: false,
    isRefetching: false,
    isStale: false,
    isSuccess: success,
    isEnabled: enabled,
    refetch,
    status: success ? 'success' : 'pending',
    fetchStatus: fetching ? 'fetching' : 'idle',
    promise: Promise.resolve(data),
  } as AnyQueryResult;
}

/** Whether the observer's first result shows something other than the seeded one the page rendered. */
const showsOtherwise = (real: AnyQueryResult, shown: AnyQueryResult) =>
  real.data !== shown.data || real.status !== shown.status || real.fetchStatus !== shown.fetchStatus || real.error !== shown.error || real.isPlaceholderData !== shown.isPlaceholderData;

/** Seeded results still waiting for their data need the core now, not at the next idle moment. */
function loadCoreIfFetching(shown: readonly AnyQueryResult[] | null): void {
  if (shown?.some((result) => result.fetchStatus === 'fetching')) void loadQueryCore().catch(noop);
}

/**
 * A hook's subscription: `attach` subscribes its observer (and returns how to stop) once the real
 * client is here, at once if it already is.
 */
function subscribeWhenReal(client: QueryClient, shown: readonly AnyQueryResult[] | null, attach: () => () => void): () => void {
  if (client.real) return attach();
  let unsubscribe = noop;
  const stopWaiting = client.onReal(() => {
    unsubscribe = attach();
  });
  loadCoreIfFetching(shown);
  return () => {
    stopWaiting();
    unsubscribe();
  };
}

/**
 * One useQuery call's link to the cache. Its observer is made when the real client is here: at
 * the first render if it already is, else when it arrives, without a re-render unless the
 * observer's result differs from the seeded one the component rendered.
 */
class QueryHookStore {
  observer: QueryObserver<unknown, DefaultError, unknown, unknown, readonly unknown[]> | null = null;
  options!: AnyQueryOptions;
  shown: AnyQueryResult | null = null;

  constructor(readonly client: QueryClient) {}

  refetch = (): Promise<AnyQueryResult> => (this.observer ? this.observer.refetch() : this.client.whenReal().then(() => this.#observe().refetch()));

  #observe() {
    const real = this.client.real as CoreQueryClient;
    this.observer ??= new (queryCoreNow() as QueryCore).QueryObserver(real, defaulted(real, this.options));
    return this.observer;
  }

  result(options: AnyQueryOptions): AnyQueryResult {
    this.options = options;
    const real = this.client.real;
    if (!real) return (this.shown = seededResult(this.client, options, this.refetch));
    const observer = this.#observe();
    const result = observer.getOptimisticResult(defaulted(real, options));
    return options.notifyOnChangeProps ? result : observer.trackResult(result);
  }

  subscribe = (onChange: () => void): (() => void) =>
    subscribeWhenReal(this.client, this.shown ? [this.shown] : null, () => {
      const observer = this.#observe();
      const unsubscribe = observer.subscribe(batched(queryCoreNow() as QueryCore, onChange));
      observer.updateResult();
      if (this.shown && showsOtherwise(observer.getCurrentResult(), this.shown)) onChange();
      this.shown = null;
      return unsubscribe;
    });

  snapshot = (): AnyQueryResult | null => this.observer?.getCurrentResult() ?? null;

  setOptions(options: AnyQueryOptions): void {
    const real = this.client.real;
    if (real && this.observer) this.observer.setOptions(defaulted(real, options));
    // A query that became enabled without data (a search typed before the core came) needs it now.
    else loadCoreIfFetching(this.shown ? [this.shown] : null);
  }
}

export function useQuery(options: AnyQueryOptions): AnyQueryResult {
  const client = useQueryClient();
  const [store] = useState(() => new QueryHookStore(client));
  const result = store.result(options);
  useEffect(() => store.setOptions(options), [store, options]);
  useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return result;
}

/** useQueries without `combine` (the app does not use it): one result per query, in order. */
class QueriesHookStore {
  observer: QueriesObserver<AnyQueryResult[]> | null = null;
  queries: AnyQueryOptions[] = [];
  shown: AnyQueryResult[] | null = null;

  constructor(readonly client: QueryClient) {}

  #defaulted(real: CoreQueryClient, queries: AnyQueryOptions[]) {
    return queries.map((options) => defaulted(real, options));
  }

  #observe() {
    const real = this.client.real as CoreQueryClient;
    this.observer ??= new (queryCoreNow() as QueryCore).QueriesObserver<AnyQueryResult[]>(real, this.#defaulted(real, this.queries));
    return this.observer;
  }

  results(queries: AnyQueryOptions[]): AnyQueryResult[] {
    this.queries = queries;
    const real = this.client.real;
    if (!real) {
      return (this.shown = queries.map((options, index) => {
        const refetch = () => this.client.whenReal().then(() => this.#observe().getObservers()[index]!.refetch());
        return seededResult(this.client, options, refetch);
      }));
    }
    const observer = this.#observe();
    const [, getCombined, track] = observer.getOptimisticResult(this.#defaulted(real, queries), undefined);
    return getCombined(track());
  }

  subscribe = (onChange: () => void): (() => void) =>
    subscribeWhenReal(this.client, this.shown, () => {
      const observer = this.#observe();
      const unsubscribe = observer.subscribe(batched(queryCoreNow() as QueryCore, onChange));
      const shown = this.shown;
      const now = observer.getCurrentResult();
      if (shown && (shown.length !== now.length || now.some((result, index) => showsOtherwise(result, shown[index]!)))) onChange();
      this.shown = null;
      return unsubscribe;
    });

  snapshot = (): AnyQueryResult[] | null => this.observer?.getCurrentResult() ?? null;

  setQueries(queries: AnyQueryOptions[]): void {
    const real = this.client.real;
    if (real && this.observer) this.observer.setQueries(this.#defaulted(real, queries));
    else loadCoreIfFetching(this.shown);
  }
}

export function useQueries({ queries }: { queries: readonly AnyQueryOptions[] }): AnyQueryResult[] {
  const client = useQueryClient();
  const [store] = useState(() => new QueriesHookStore(client));
  const list = queries as AnyQueryOptions[];
  const results = store.results(list);
  useEffect(() => store.setQueries(list), [store, list]);
  useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return results;
}

type AnyMutationOptions = MutationObserverOptions<unknown, DefaultError, unknown, unknown>;
type AnyMutationResult = MutationObserverResult<unknown, DefaultError, unknown, unknown>;

/** One useMutation call: idle until it is first run, which waits for the core if need be. */
class MutationHookStore {
  observer: MutationObserver<unknown, DefaultError, unknown, unknown> | null = null;
  options!: AnyMutationOptions;
  readonly idle: AnyMutationResult;
  #failed: AnyMutationResult | null = null;
  #onChange: (() => void) | null = null;
  #unsubscribe = noop;

  constructor(readonly client: QueryClient) {
    this.idle = {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: false,
      status: 'idle',
      variables: undefined,
      submittedAt: 0,
      isPending: false,
      isSuccess: false,
      isError: false,
      isIdle: true,
      mutate: (variables, options) => this.mutateAsync(variables, options),
      reset: () => {
        this.#failed = null;
        this.observer?.reset();
        this.#onChange?.();
      },
    } as AnyMutationResult;
  }

  #observe(): MutationObserver<unknown, DefaultError, unknown, unknown> {
    if (!this.observer) {
      this.observer = new (queryCoreNow() as QueryCore).MutationObserver(this.client.real as CoreQueryClient, this.options);
      if (this.#onChange) this.#listen(this.#onChange);
    }
    return this.observer;
  }

  #listen(onChange: () => void) {
    this.#unsubscribe = (this.observer as MutationObserver<unknown, DefaultError, unknown, unknown>).subscribe(batched(queryCoreNow() as QueryCore, onChange));
  }

  mutateAsync = (variables: unknown, options?: Parameters<AnyMutationResult['mutate']>[1]): Promise<unknown> => {
    if (this.client.real) return this.#observe().mutate(variables, options);
    return this.client.whenReal().then(
      () => this.#observe().mutate(variables, options),
      (error: unknown) => {
        // The core did not load (twice within a minute, or offline): the mutation fails as if its
        // call had, so the caller's onError shows it; never a click that does nothing.
        this.#failed = { ...this.idle, status: 'error', isError: true, isIdle: false, error: error as DefaultError, failureReason: error as DefaultError, variables } as AnyMutationResult;
        this.#onChange?.();
        const context = { client: undefined, meta: this.options.meta, mutationKey: this.options.mutationKey } as unknown as Parameters<NonNullable<AnyMutationOptions['onError']>>[3];
        void this.options.onError?.(error as DefaultError, variables, undefined, context);
        options?.onError?.(error as DefaultError, variables, undefined, context);
        throw error;
      },
    );
  };

  subscribe = (onChange: () => void): (() => void) => {
    this.#onChange = onChange;
    if (this.observer) this.#listen(onChange);
    return () => {
      this.#onChange = null;
      this.#unsubscribe();
      this.#unsubscribe = noop;
    };
  };

  snapshot = (): AnyMutationResult => this.observer?.getCurrentResult() ?? this.#failed ?? this.idle;

  setOptions(options: AnyMutationOptions): void {
    this.observer?.setOptions(options);
  }
}

export function useMutation(options: AnyMutationOptions) {
  const client = useQueryClient();
  const [store] = useState(() => new MutationHookStore(client));
  store.options = options;
  useEffect(() => store.setOptions(options), [store, options]);
  const result = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const mutate = useCallback((variables: unknown, mutateOptions?: Parameters<AnyMutationResult['mutate']>[1]) => void store.mutateAsync(variables, mutateOptions).catch(noop), [store]);
  return { ...result, mutate, mutateAsync: store.mutateAsync };
}

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * HydrationBoundary as @tanstack/react-query 5 has it: new queries into the cache during render,
 * newer answers to known ones after commit. Before the core is here, the state becomes seeds.
 */
export function HydrationBoundary({ state, children }: { state: DehydratedState | null | undefined; children?: ReactNode }) {
  const client = useQueryClient();
  const later = useMemo<DehydratedQuery[] | undefined>(() => {
    if (!state || typeof state !== 'object') return undefined;
    const real = client.real;
    if (!real) {
      client.seed(state);
      return undefined;
    }
    const cache = real.getQueryCache();
    const fresh: DehydratedQuery[] = [];
    const newer: DehydratedQuery[] = [];
    for (const query of state.queries ?? []) {
      const known = cache.get(query.queryHash);
      if (!known) fresh.push(query);
      else if (query.state.dataUpdatedAt > known.state.dataUpdatedAt) newer.push(query);
    }
    const core = queryCoreNow() as QueryCore;
    if (fresh.length > 0) core.hydrate(real, { queries: fresh, mutations: [] });
    return newer.length > 0 ? newer : undefined;
  }, [client, state]);
  useEffect(() => {
    const real = client.real;
    if (later && real) (queryCoreNow() as QueryCore).hydrate(real, { queries: later, mutations: [] });
  }, [client, later]);
  return children;
}
