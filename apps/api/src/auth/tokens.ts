import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A new API key for the client, and the hash that is stored in its place. */
export function createTokenKey(): { key: string; keyHash: string } {
  const key = randomBytes(TOKEN_BYTES).toString('hex');
  return { key, keyHash: hashTokenKey(key) };
}

/** SHA-256 is enough here: keys are 256 random bits, so there is nothing to brute-force. */
export function hashTokenKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
