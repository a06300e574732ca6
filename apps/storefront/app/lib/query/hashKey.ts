import type { QueryKey } from '@tanstack/query-core';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
};

/**
 * TanStack Query's query hash (`hashKey` of @tanstack/query-core 5: JSON with the keys of plain
 * objects sorted), here so that the first load does not import the core for it (decision 0070).
 * hashKey.test.ts checks it against the core's.
 */
export function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.keys(value)
          .sort()
          .reduce<Record<string, unknown>>((sorted, key) => {
            sorted[key] = value[key];
            return sorted;
          }, {})
      : value,
  );
}
