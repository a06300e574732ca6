/**
 * The value kept for `key` in `cache`, made by `make` the first time. Shared API answers are the
 * same frozen objects from request to request (sharedApiAnswers.server.ts), so what the server
 * derives from one is derived once and stays the same object: the next step's caches, keyed by
 * object too, then find it.
 */
export function onceFor<Key extends object, Value>(cache: WeakMap<Key, Value>, key: Key, make: () => Value): Value {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}
