import { describe, expect, it } from 'vitest';
import { addToCartBlock } from './addToCartBlock';

describe('addToCartBlock', () => {
  it('allows a priced, unrestricted, enabled product not yet in the cart', () => {
    expect(addToCartBlock({ price: '12.50', restrictions: [], isDisabled: false, inCart: false })).toBeNull();
  });
  it('blocks a product without a price', () => {
    expect(addToCartBlock({ price: null })).toBe('noPrice');
  });
  it('blocks a restricted product', () => {
    expect(addToCartBlock({ price: 10, restrictions: [{ reason: 'Professionals only' }] })).toBe('restricted');
  });
  it('blocks a disabled product', () => {
    expect(addToCartBlock({ price: 10, isDisabled: true })).toBe('productDisabled');
  });
  it('reports in-cart before anything else', () => {
    expect(addToCartBlock({ price: null, isDisabled: true, inCart: true })).toBe('inCart');
  });
  it('accepts a zero price as a price', () => {
    expect(addToCartBlock({ price: 0 })).toBeNull();
  });
});
