import { describe, it, expect } from 'vitest';
import { isAddToCartDisabled } from './isAddToCartDisabled';

const product = { price: '12.00', valid_restrictions: [], is_disabled: false };

describe('isAddToCartDisabled', () => {
  it('is enabled for a normal product not in the cart', () => {
    expect(isAddToCartDisabled(product, false)).toBe(false);
    expect(isAddToCartDisabled({ price: 0 }, false)).toBe(false);
  });
  it('is disabled when price is null', () => {
    expect(isAddToCartDisabled({ ...product, price: null }, false)).toBe(true);
  });
  it('is disabled with restrictions', () => {
    expect(isAddToCartDisabled({ ...product, valid_restrictions: [{ reason: 'country' }] }, false)).toBe(true);
  });
  it('is disabled for disabled products', () => {
    expect(isAddToCartDisabled({ ...product, is_disabled: true }, false)).toBe(true);
  });
  it('is disabled when already in the cart', () => {
    expect(isAddToCartDisabled(product, true)).toBe(true);
  });
});
