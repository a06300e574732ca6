import { describe, it, expect } from 'vitest';
import { hasOrderMismatch } from './hasOrderMismatch';

const lines = [
  { price: '10.50', quantity: 2 },
  { price: 5, quantity: '3' },
];

describe('hasOrderMismatch', () => {
  it('is false when total minus transport equals the lines', () => {
    expect(hasOrderMismatch({ total: '40.99', transport: '4.99', lines })).toBe(false);
  });
  it('tolerates a difference of exactly 1 EUR', () => {
    expect(hasOrderMismatch({ total: '41.99', transport: '4.99', lines })).toBe(false);
    expect(hasOrderMismatch({ total: '39.99', transport: '4.99', lines })).toBe(false);
  });
  it('reports a difference over 1 EUR either way', () => {
    expect(hasOrderMismatch({ total: '42.00', transport: '4.99', lines })).toBe(true);
    expect(hasOrderMismatch({ total: '39.98', transport: '4.99', lines })).toBe(true);
  });
  it('is not fooled by float noise', () => {
    expect(hasOrderMismatch({ total: 1.1 + 2.2 + 1, transport: 1, lines: [{ price: 3.3, quantity: 1 }] })).toBe(false);
  });
  it('treats missing transport and null prices as 0', () => {
    expect(hasOrderMismatch({ total: 20, transport: null, lines: [{ price: 20, quantity: 1 }, { price: null, quantity: 4 }] })).toBe(false);
  });
  it('handles an empty order', () => {
    expect(hasOrderMismatch({ total: '0.00', transport: '0.00', lines: [] })).toBe(false);
    expect(hasOrderMismatch({ total: '5.00', transport: '0.00', lines: [] })).toBe(true);
  });
  it('reports unreadable figures', () => {
    expect(hasOrderMismatch({ total: 'abc', transport: 0, lines })).toBe(true);
    expect(hasOrderMismatch({ total: 31, transport: 0, lines: [{ price: 1, quantity: 'x' }] })).toBe(true);
  });
});
