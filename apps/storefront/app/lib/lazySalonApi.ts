import type { SalonApi } from '@salon/api-client';
import { retryableOnce } from './retryableOnce';

/**
 * The browser's SalonApi before its code is here (decision 0070): every endpoint is an async call
 * (`api.area.call(...)` returns a promise), so each can wait for the module that builds the real
 * API. The first paint renders the loaders' data and calls nothing; the endpoints and the client
 * that signs and sends requests load with the first call, or when the page is idle.
 */
export function lazySalonApi(create: () => Promise<SalonApi>): SalonApi & { load: () => Promise<SalonApi> } {
  const load = retryableOnce(create);
  const areas = new Map<string, object>();
  const area = (name: string) => {
    let calls = areas.get(name);
    if (!calls) {
      calls = new Proxy(
        {},
        {
          // `then` stays undefined: an area is not a promise (`await api.catalogue` must not hang).
          get: (_, call) =>
            typeof call === 'string' && call !== 'then'
              ? (...args: unknown[]) => load().then((api) => (api[name as keyof SalonApi] as unknown as Record<string, (...callArgs: unknown[]) => unknown>)[call]!(...args))
              : undefined,
        },
      );
      areas.set(name, calls);
    }
    return calls;
  };
  return new Proxy({ load } as SalonApi & { load: () => Promise<SalonApi> }, {
    get: (target, name) => (name === 'load' ? target.load : typeof name === 'string' && name !== 'then' ? area(name) : undefined),
  });
}
