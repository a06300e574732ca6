import { describe, expect, it } from 'vitest';
import { DOMAIN } from '../constants/country';
import { needsDeliveryCountryChoice } from './needsDeliveryCountryChoice';

describe('needsDeliveryCountryChoice', () => {
  it('asks a first visitor of the Estonian domain', () => {
    expect(needsDeliveryCountryChoice({ customerDeliveryCountryId: null, hasSavedCountry: false, domain: DOMAIN.EE })).toBe(true);
    expect(needsDeliveryCountryChoice({ customerDeliveryCountryId: undefined, hasSavedCountry: false, domain: DOMAIN.EE })).toBe(true);
  });
  it('never asks on the Latvian domain', () => {
    expect(needsDeliveryCountryChoice({ customerDeliveryCountryId: null, hasSavedCountry: false, domain: DOMAIN.LV })).toBe(false);
  });
  it('does not ask when the cookie or the customer knows the country', () => {
    expect(needsDeliveryCountryChoice({ customerDeliveryCountryId: null, hasSavedCountry: true, domain: DOMAIN.EE })).toBe(false);
    expect(needsDeliveryCountryChoice({ customerDeliveryCountryId: 2, hasSavedCountry: false, domain: DOMAIN.EE })).toBe(false);
  });
});
