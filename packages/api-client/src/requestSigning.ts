import { sha256Hex } from './sha256';

/**
 * TH-DateTime carries the request time in ms; TH-Nonce is the SHA-256 hex of that value
 * followed directly by a shared salt, exactly as apps/api/src/middleware/requestSigning.ts
 * checks it, so the API can refuse replays of old requests.
 */
export async function requestNonce(timestamp: number, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${timestamp}${salt}`);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return sha256Hex(bytes);
  const digest = await subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
