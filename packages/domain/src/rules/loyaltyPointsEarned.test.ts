import { describe, expect, it } from 'vitest';
import { loyaltyPointsEarned } from './loyaltyPointsEarned';

describe('loyaltyPointsEarned', () => {
  it("earns the tier's percentage of the goods paid, one point per cent", () => {
    // 100.00 EUR of goods: tier 1 (under 500 spent) 10 %, tier 2 15 %, tier 3 (1500+) 20 %.
    expect(loyaltyPointsEarned(10_000, 0)).toBe(1000);
    expect(loyaltyPointsEarned(10_000, 499.99)).toBe(1000);
    expect(loyaltyPointsEarned(10_000, 500)).toBe(1500);
    expect(loyaltyPointsEarned(10_000, 1500)).toBe(2000);
  });
  it('rounds down to whole points', () => {
    expect(loyaltyPointsEarned(999, 0)).toBe(99);
    expect(loyaltyPointsEarned(1, 0)).toBe(0);
  });
  it('earns nothing on nothing paid or unreadable amounts', () => {
    expect(loyaltyPointsEarned(0, 800)).toBe(0);
    expect(loyaltyPointsEarned(-500, 800)).toBe(0);
    expect(loyaltyPointsEarned(Number.NaN, 800)).toBe(0);
  });
});
