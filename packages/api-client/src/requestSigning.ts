/**
 * TH-DateTime carries the request time in ms; TH-Nonce is the SHA-256 hex of that time and a
 * shared salt, so the API can refuse replays of old requests (see docs/decisions).
 */
export async function requestNonce(timestamp: number, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${timestamp}:${salt}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
