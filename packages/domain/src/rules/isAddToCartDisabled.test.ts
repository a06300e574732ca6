import { describe, it, expect } from 'vitest';
import { ADD_TO_CART_BLOCKER, addToCartBlocker, isAddToCartDisabled } from './isAddToCartDisabled';

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

describe('addToCartBlocker', () => {
  it('is null for a product that may be bought', () => {
    expect(addToCartBlocker(product)).toBeNull();
    expect(addToCartBlocker({ price: 0 })).toBeNull();
  });
  it('names the first reason: no price, then disabled, then restricted', () => {
    expect(addToCartBlocker({ ...product, price: null, is_disabled: true })).toBe(ADD_TO_CART_BLOCKER.NO_PRICE);
    expect(addToCartBlocker({ ...product, is_disabled: true, valid_restrictions: [{}] })).toBe(ADD_TO_CART_BLOCKER.DISABLED);
    expect(addToCartBlocker({ ...product, valid_restrictions: [{}] })).toBe(ADD_TO_CART_BLOCKER.RESTRICTED);
  });
});
