import { describe, it, expect } from 'vitest';
import { isFavouriteBrandRequired } from './isFavouriteBrandRequired';

describe('isFavouriteBrandRequired', () => {
  it('is required only for brand favourites', () => {
    expect(isFavouriteBrandRequired('brand_favourites')).toBe(true);
    expect(isFavouriteBrandRequired('fair_favourites')).toBe(false);
    expect(isFavouriteBrandRequired('popular')).toBe(false);
    expect(isFavouriteBrandRequired(undefined)).toBe(false);
  });
});
