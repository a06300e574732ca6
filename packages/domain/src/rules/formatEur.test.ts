import { describe, it, expect } from 'vitest';
import { formatEur } from './formatEur';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatEur', () => {
  it('formats in Estonian by default', () => {
    expect(plain(formatEur(12.5))).toBe('12,50 €');
  });
  it('follows the locale', () => {
    expect(formatEur(12.5, 'en_US')).toBe('€12.50');
    expect(plain(formatEur(1234.5, 'fi_FI'))).toBe('1 234,50 €');
  });
  it('reads number strings', () => {
    expect(plain(formatEur('19.90', 'et_EE'))).toBe('19,90 €');
    expect(formatEur('0', 'en_US')).toBe('€0.00');
  });
  it('gives an empty string for unreadable amounts', () => {
    expect(formatEur('abc')).toBe('');
    expect(formatEur('')).toBe('');
    expect(formatEur(null)).toBe('');
    expect(formatEur(Number.NaN)).toBe('');
  });
});
