import { describe, expect, it } from 'vitest';
import { isRegistryCode, isVatNumber, normaliseBusinessId } from './businessIds';

describe('company identifiers', () => {
  it('accepts Estonian and Latvian registry codes, spaces ignored', () => {
    expect(isRegistryCode('12345678')).toBe(true);
    expect(isRegistryCode('4000 3000 123')).toBe(true);
    expect(isRegistryCode('1234567')).toBe(false);
    expect(isRegistryCode('123456789')).toBe(false);
    expect(isRegistryCode('EE12345678')).toBe(false);
    expect(isRegistryCode('')).toBe(false);
  });
  it('accepts EE and LV VAT numbers in any case', () => {
    expect(isVatNumber('EE123456789')).toBe(true);
    expect(isVatNumber('ee 123 456 789')).toBe(true);
    expect(isVatNumber('LV40003000123')).toBe(true);
    expect(isVatNumber('FI12345678')).toBe(false);
    expect(isVatNumber('EE12345678')).toBe(false);
  });
  it('normalises for storage and comparison', () => {
    expect(normaliseBusinessId(' ee 123 456 789 ')).toBe('EE123456789');
  });
});
