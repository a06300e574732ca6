/**
 * One result shared by every request for a while: the first request builds it, requests that
 * arrive while it is being built wait for the same build, and later ones reuse it until it
 * expires. For public, request-independent documents that are costly to build (the sitemap asks
 * the API some 40 times): without it every crawler hit, or an attacker's loop, repeats the work.
 * A failed build is not kept.
 */
export function sharedResult<T>(ttlMs: number, now: () => number = Date.now) {
  let kept: { value: T; expires: number } | null = null;
  let building: Promise<T> | null = null;
  return (build: () => Promise<T>): Promise<T> => {
    if (kept && kept.expires > now()) return Promise.resolve(kept.value);
    building ??= build()
      .then((value) => {
        kept = { value, expires: now() + ttlMs };
        return value;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };
}
