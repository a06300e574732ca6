import { describe, it, expect } from 'vitest';
import { loyaltyDiscount } from './loyaltyDiscount';
import { loyaltyTierForSpend } from './loyaltyTierForSpend';

describe('loyaltyDiscount', () => {
  it('applies the tier percentage', () => {
    expect(loyaltyDiscount(100, loyaltyTierForSpend(0))).toBe(10);
    expect(loyaltyDiscount(100, loyaltyTierForSpend(600))).toBe(15);
    expect(loyaltyDiscount(100, loyaltyTierForSpend(1600))).toBe(20);
  });
  it('rounds to cents', () => {
    expect(loyaltyDiscount(19.99, { discountPercent: 15 })).toBe(3);
    expect(loyaltyDiscount(12.34, { discountPercent: 10 })).toBe(1.23);
  });
  it('gives nothing for zero, negative or unreadable amounts', () => {
    expect(loyaltyDiscount(0, { discountPercent: 10 })).toBe(0);
    expect(loyaltyDiscount(-5, { discountPercent: 10 })).toBe(0);
    expect(loyaltyDiscount(Number.NaN, { discountPercent: 10 })).toBe(0);
  });
});
