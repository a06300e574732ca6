import { describe, it, expect } from 'vitest';
import {
  isLocaleCode,
  isLocaleShortCode,
  localeFromShortCode,
  resolveLocale,
  shortCodeFromLocale,
  toBcp47,
} from './localeCodes';

describe('locale codes', () => {
  it('maps short codes to locales', () => {
    expect(localeFromShortCode('et')).toBe('et_EE');
    expect(localeFromShortCode('EN')).toBe('en_US');
    expect(localeFromShortCode('lv')).toBe('lv_LV');
    expect(localeFromShortCode('de')).toBeUndefined();
    expect(localeFromShortCode(undefined)).toBeUndefined();
  });
  it('maps locales to short codes', () => {
    expect(shortCodeFromLocale('ru_RU')).toBe('ru');
    expect(shortCodeFromLocale('fi-FI')).toBe('fi');
    expect(shortCodeFromLocale('de_DE')).toBeUndefined();
  });
  it('resolves anything to a served locale', () => {
    expect(resolveLocale('fi')).toBe('fi_FI');
    expect(resolveLocale('en_US')).toBe('en_US');
    expect(resolveLocale('lt')).toBe('et_EE');
    expect(resolveLocale(null)).toBe('et_EE');
  });
  it('guards types', () => {
    expect(isLocaleCode('et_EE')).toBe(true);
    expect(isLocaleCode('et')).toBe(false);
    expect(isLocaleShortCode('ru')).toBe(true);
    expect(isLocaleShortCode('ru_RU')).toBe(false);
  });
  it('converts to BCP 47', () => {
    expect(toBcp47('et_EE')).toBe('et-EE');
  });
});
