import { describe, it, expect } from 'vitest';
import { isDeliveryCountryCookieFresh } from './isDeliveryCountryCookieFresh';

const now = Date.parse('2025-05-01T12:00:00Z');
const HOUR = 3_600_000;

describe('isDeliveryCountryCookieFresh', () => {
  it('is fresh under 24 h', () => {
    expect(isDeliveryCountryCookieFresh(now - HOUR, now)).toBe(true);
    expect(isDeliveryCountryCookieFresh(now - 24 * HOUR + 1, now)).toBe(true);
  });
  it('is stale from 24 h', () => {
    expect(isDeliveryCountryCookieFresh(now - 24 * HOUR, now)).toBe(false);
  });
  it('rejects future, missing and unreadable save times', () => {
    expect(isDeliveryCountryCookieFresh(now + HOUR, now)).toBe(false);
    expect(isDeliveryCountryCookieFresh(undefined, now)).toBe(false);
    expect(isDeliveryCountryCookieFresh(Number.NaN, now)).toBe(false);
  });
});
