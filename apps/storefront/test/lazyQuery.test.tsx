// @vitest-environment happy-dom
import * as queryCore from '@tanstack/query-core';
import { QueryClient as RealQueryClient, QueryClientProvider as RealQueryClientProvider, HydrationBoundary as RealHydrationBoundary, dehydrate, useQuery as realUseQuery } from '@tanstack/react-query';
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashKey } from '../app/lib/query/hashKey';
import { HydrationBoundary, QueryClientProvider, useMutation, useQueries, useQuery, useQueryClient } from '../app/lib/query/hooks';
import { MutationCache, QueryCache, QueryClient } from '../app/lib/query/LazyQueryClient';
import { forgetQueryCoreForTests, installQueryCore, loadQueryCore, queryCoreNow } from '../app/lib/query/queryCore';

// What the browser build runs in place of @tanstack/react-query (decision 0070): the page renders
// the loaders' data before TanStack's core is loaded, and the real core takes over after.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CATEGORIES_KEY = ['catalogue', 'categories'] as const;
const NAVBAR = [{ id: 1, name: 'Hair' }];

/** A loader's dehydrated state, as the server makes it with the real client. */
async function serverState(data: unknown = NAVBAR) {
  const server = new RealQueryClient();
  await server.prefetchQuery({ queryKey: CATEGORIES_KEY, queryFn: () => data });
  return dehydrate(server);
}

let container: HTMLElement;
let root: Root | null = null;
beforeEach(() => {
  forgetQueryCoreForTests();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const render = (node: ReactNode) => act(() => (root ??= createRoot(container)).render(node));
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 5)));
/** Lets timers and TanStack's batched notifications run inside act until the page shows `text`. */
async function settleUntil(text: string) {
  for (let attempt = 0; attempt < 100 && container.textContent !== text; attempt += 1) await settle();
  expect(container.textContent).toBe(text);
}

function Categories({ queryFn = vi.fn(async () => NAVBAR), onRender }: { queryFn?: () => Promise<unknown>; onRender?: () => void }) {
  const query = useQuery({ queryKey: CATEGORIES_KEY, queryFn, staleTime: 60_000 });
  onRender?.();
  return <p>{query.isPending ? 'pending' : JSON.stringify(query.data)}</p>;
}

describe('hashKey', () => {
  it('hashes as the core does', () => {
    for (const key of [['a'], ['catalogue', 'search', { page: 2, brand: [3, 1], q: 'x', nested: { z: 1, a: null } }], [1, null, undefined, true], ['creator', 'components', 'uuid-1']]) {
      expect(hashKey(key)).toBe(queryCore.hashKey(key));
    }
  });
});

describe('before the core is here', () => {
  it('renders a loader query from its seed without fetching or loading the core', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => [{ id: 2, name: 'fetched' }]);
    const state = await serverState();
    render(
      <QueryClientProvider client={client}>
        <HydrationBoundary state={state}>
          <Categories queryFn={queryFn} />
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe(JSON.stringify(NAVBAR));
    expect(client.getQueryData([...CATEGORIES_KEY])).toEqual(NAVBAR);
    await settle();
    expect(queryCoreNow()).toBeNull();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('hydrates the server HTML of the real package without a mismatch', async () => {
    const state = await serverState();
    const server = new RealQueryClient();
    function RealCategories() {
      const query = realUseQuery({ queryKey: CATEGORIES_KEY, queryFn: async () => NAVBAR, staleTime: 60_000 });
      const disabled = realUseQuery({ queryKey: ['user', 'customers'], queryFn: async () => [], enabled: false });
      return <p>{`${JSON.stringify(query.data)} ${disabled.status} ${disabled.fetchStatus}`}</p>;
    }
    function LazyCategories() {
      const query = useQuery({ queryKey: CATEGORIES_KEY, queryFn: async () => NAVBAR, staleTime: 60_000 });
      const disabled = useQuery({ queryKey: ['user', 'customers'], queryFn: async () => [], enabled: false });
      return <p>{`${JSON.stringify(query.data)} ${disabled.status} ${disabled.fetchStatus}`}</p>;
    }
    container.innerHTML = renderToString(
      <RealQueryClientProvider client={server}>
        <RealHydrationBoundary state={state}>
          <RealCategories />
        </RealHydrationBoundary>
      </RealQueryClientProvider>,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={new QueryClient()}>
          <HydrationBoundary state={state}>
            <LazyCategories />
          </HydrationBoundary>
        </QueryClientProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe(`${JSON.stringify(NAVBAR)} pending idle`);
  });

  it('fetches the core at once for a query with nothing to show, and shows its answer', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Categories queryFn={async () => [{ id: 3, name: 'Nails' }]} />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('pending');
    await settleUntil(JSON.stringify([{ id: 3, name: 'Nails' }]));
    expect(queryCoreNow()).not.toBeNull();
  });

  it('runs a mutation once the core is here, with its states', async () => {
    const client = new QueryClient({ mutationCache: new MutationCache({ onError: vi.fn() }) });
    const mutationFn = vi.fn(async (email: string) => ({ subscribed: email }));
    let run: ((email: string) => Promise<unknown>) | undefined;
    function Subscribe() {
      const mutation = useMutation({ mutationFn: mutationFn as (variables: unknown) => Promise<unknown> });
      run = mutation.mutateAsync as (email: string) => Promise<unknown>;
      return <p>{mutation.status}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Subscribe />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('idle');
    let answer: unknown;
    await act(async () => {
      answer = await run!('a@b.ee');
    });
    expect(answer).toEqual({ subscribed: 'a@b.ee' });
    expect(mutationFn).toHaveBeenCalledWith('a@b.ee', expect.anything());
    await settle();
    expect(container.textContent).toBe('success');
  });

  it('fails a mutation visibly when the core cannot be loaded: its onError runs and it shows the error', async () => {
    const client = new QueryClient();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    vi.spyOn(client, 'whenReal').mockRejectedValue(offline);
    const onError = vi.fn();
    let run: (() => Promise<unknown>) | undefined;
    function Subscribe() {
      const mutation = useMutation({ mutationFn: async () => 'never', onError });
      run = () => mutation.mutateAsync(undefined);
      return <p>{mutation.isError ? `error: ${(mutation.error as Error).message}` : mutation.status}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Subscribe />
      </QueryClientProvider>,
    );
    await act(async () => {
      await expect(run!()).rejects.toBe(offline);
    });
    expect(onError).toHaveBeenCalledWith(offline, undefined, undefined, expect.anything());
    expect(container.textContent).toBe('error: Failed to fetch dynamically imported module');
  });

  it('queues cache writes until the core is here, then applies them in order', async () => {
    const client = new QueryClient();
    client.seed(await serverState());
    expect(client.setQueryData([...CATEGORIES_KEY], [{ id: 9 }])).toBeUndefined();
    expect(client.real).toBeNull();
    await vi.waitFor(() => expect(client.real).not.toBeNull());
    await settle();
    expect(client.getQueryData([...CATEGORIES_KEY])).toEqual([{ id: 9 }]);
  });
});

describe('when the core arrives', () => {
  it('does not re-render a component whose seeded result still holds, and follows the cache from then on', async () => {
    const client = new QueryClient({ queryCache: new QueryCache({ onError: vi.fn() }) });
    const onRender = vi.fn();
    const queryFn = vi.fn(async () => [{ id: 4, name: 'Skin' }]);
    let invalidate: (() => Promise<void>) | undefined;
    function Invalidator() {
      const queryClient = useQueryClient();
      useEffect(() => {
        invalidate = () => queryClient.invalidateQueries({ queryKey: [...CATEGORIES_KEY] });
      }, [queryClient]);
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <HydrationBoundary state={await serverState()}>
          <Categories queryFn={queryFn} onRender={onRender} />
          <Invalidator />
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    const rendersBefore = onRender.mock.calls.length;
    await act(async () => void (await loadQueryCore()));
    await settle();
    expect(client.real?.getQueryData([...CATEGORIES_KEY])).toEqual(NAVBAR);
    expect(onRender.mock.calls.length).toBe(rendersBefore);
    expect(queryFn).not.toHaveBeenCalled();
    await act(async () => await invalidate!());
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe(JSON.stringify([{ id: 4, name: 'Skin' }]));
  });

  it('serves useQueries from seeds first and from the cache after', async () => {
    installQueryCore(queryCore);
    const client = new QueryClient();
    function Pair() {
      const [first, second] = useQueries({
        queries: [
          { queryKey: ['p', 1], queryFn: async () => 'one' },
          { queryKey: ['p', 2], queryFn: async () => 'two' },
        ],
      });
      return <p>{`${first!.data ?? '…'} ${second!.data ?? '…'}`}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Pair />
      </QueryClientProvider>,
    );
    await settleUntil('one two');
  });
});
