import { describe, expect, it } from 'vitest';
import { trustedForwardedEntry } from './forwardedEntry';

describe('trustedForwardedEntry', () => {
  it('takes the entry the outermost trusted proxy wrote, never one further left', () => {
    expect(trustedForwardedEntry('1.2.3.4, 198.51.100.20', 1)).toBe('198.51.100.20');
    expect(trustedForwardedEntry('198.51.100.20, 10.0.0.3', 2)).toBe('198.51.100.20');
    expect(trustedForwardedEntry(' 198.51.100.20 ', 1)).toBe('198.51.100.20');
  });

  it('is undefined without a trusted proxy or without that many entries', () => {
    expect(trustedForwardedEntry('198.51.100.20', 0)).toBeUndefined();
    expect(trustedForwardedEntry(null, 1)).toBeUndefined();
    expect(trustedForwardedEntry('198.51.100.20', 2)).toBeUndefined();
  });
});
