import { describe, expect, it } from 'vitest';
import { COUNTRY_ID } from '../constants/country';
import { isCountryId } from './isCountryId';

describe('isCountryId', () => {
  it('knows the countries the store delivers to, and nothing else', () => {
    expect(isCountryId(COUNTRY_ID.EE)).toBe(true);
    expect(isCountryId(COUNTRY_ID.LV)).toBe(true);
    for (const value of [4, 0, '2', null, undefined, Number.NaN]) expect(isCountryId(value)).toBe(false);
  });
});
