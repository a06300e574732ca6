import { describe, expect, it } from 'vitest';
import { quantityFromText } from './quantityFromText';

describe('quantityFromText', () => {
  it('reads a whole number within 1..max', () => {
    expect(quantityFromText('3', 20)).toBe(3);
    expect(quantityFromText(' 2 ', 20)).toBe(2);
    expect(quantityFromText('2.7', 20)).toBe(2);
  });
  it('caps at max', () => {
    expect(quantityFromText('25', 20)).toBe(20);
    expect(quantityFromText('1e9', 5)).toBe(5);
  });
  it('is null for nothing usable, so the field may be empty while the shopper retypes', () => {
    for (const text of ['', ' ', '0', '-1', 'abc', 'Infinity']) expect(quantityFromText(text, 20)).toBeNull();
  });
});
