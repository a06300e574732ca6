import { describe, it, expect } from 'vitest';
import { loyaltyTierForSpend } from './loyaltyTierForSpend';

describe('loyaltyTierForSpend', () => {
  it('puts 0..499 in tier 1 at 10 %', () => {
    expect(loyaltyTierForSpend(0)).toMatchObject({ level: 1, minAmount: 0, discountPercent: 10 });
    expect(loyaltyTierForSpend(499.99).level).toBe(1);
  });
  it('puts 500..1499 in tier 2 at 15 %', () => {
    expect(loyaltyTierForSpend(500)).toMatchObject({ level: 2, minAmount: 500, discountPercent: 15 });
    expect(loyaltyTierForSpend(1499.99).level).toBe(2);
  });
  it('puts 1500 and up in tier 3 at 20 %', () => {
    expect(loyaltyTierForSpend(1500)).toMatchObject({ level: 3, minAmount: 1500, discountPercent: 20 });
    expect(loyaltyTierForSpend(1_000_000).level).toBe(3);
  });
  it('names the next tier, or null at the top', () => {
    expect(loyaltyTierForSpend(10).nextTier).toEqual({ level: 2, minAmount: 500, discountPercent: 15 });
    expect(loyaltyTierForSpend(700).nextTier?.level).toBe(3);
    expect(loyaltyTierForSpend(2000).nextTier).toBeNull();
  });
  it('treats negative or unreadable spend as tier 1', () => {
    expect(loyaltyTierForSpend(-50).level).toBe(1);
    expect(loyaltyTierForSpend(Number.NaN).level).toBe(1);
  });
});
