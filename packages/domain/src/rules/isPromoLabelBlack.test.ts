import { describe, it, expect } from 'vitest';
import { isPromoLabelBlack } from './isPromoLabelBlack';

describe('isPromoLabelBlack', () => {
  it('is black from 29 Nov 00:00 Tallinn', () => {
    expect(isPromoLabelBlack('2024-11-28T21:59:59Z')).toBe(false);
    expect(isPromoLabelBlack('2024-11-28T22:00:00Z')).toBe(true);
  });
  it('is black through the whole of 2 Dec Tallinn', () => {
    expect(isPromoLabelBlack('2024-11-30T12:00:00Z')).toBe(true);
    expect(isPromoLabelBlack('2024-12-02T21:59:59Z')).toBe(true);
    expect(isPromoLabelBlack('2024-12-02T22:00:00Z')).toBe(false);
  });
  it('is not black in other years', () => {
    expect(isPromoLabelBlack(new Date('2025-11-30T12:00:00Z'))).toBe(false);
  });
});
