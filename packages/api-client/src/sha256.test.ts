import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestNonce } from './requestSigning';
import { sha256Hex } from './sha256';

describe('sha256Hex (fallback for insecure browser contexts)', () => {
  it('matches node:crypto for empty, short and multi-block input', () => {
    for (const text of ['', 'abc', '1700000000000salt', 'x'.repeat(55), 'y'.repeat(64), 'õäöü €'.repeat(40)]) {
      expect(sha256Hex(new TextEncoder().encode(text))).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('gives the nonce the API computes: sha256(TH-DateTime + salt)', async () => {
    expect(await requestNonce(1_700_000_000_000, 'salt')).toBe(createHash('sha256').update('1700000000000salt').digest('hex'));
  });
});
