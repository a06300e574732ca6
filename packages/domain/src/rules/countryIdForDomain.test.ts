import { describe, it, expect } from 'vitest';
import { countryIdForDomain } from './countryIdForDomain';

describe('countryIdForDomain', () => {
  it('maps ee to 2 and lv to 3', () => {
    expect(countryIdForDomain('ee')).toBe(2);
    expect(countryIdForDomain('lv')).toBe(3);
  });
});
