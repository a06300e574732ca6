/**
 * The entry the outermost of `hops` trusted reverse proxies wrote in a forwarding header
 * (X-Forwarded-For): the hops-th from the right. Entries further left are the client's own words
 * and are never taken. Undefined without a trusted proxy or without that many entries.
 */
export function trustedForwardedEntry(header: string | null | undefined, hops: number): string | undefined {
  if (hops < 1) return undefined;
  const entries = (header ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.at(-hops);
}
