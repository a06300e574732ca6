import { describe, it, expect } from 'vitest';
import { translatedValue } from './translatedValue';

describe('translatedValue', () => {
  const name = { et_EE: { value: 'Šampoon' }, en_US: { value: 'Shampoo' }, ru_RU: { value: '' } };
  it('uses the requested locale', () => {
    expect(translatedValue(name, 'en_US')).toBe('Shampoo');
    expect(translatedValue(name, 'et_EE')).toBe('Šampoon');
  });
  it('falls back to Estonian for missing or empty values', () => {
    expect(translatedValue(name, 'fi_FI')).toBe('Šampoon');
    expect(translatedValue(name, 'ru_RU')).toBe('Šampoon');
  });
  it('falls back to any value when Estonian is missing', () => {
    expect(translatedValue({ lv_LV: { value: 'Šampūns' } }, 'en_US')).toBe('Šampūns');
  });
  it('gives an empty string for nothing', () => {
    expect(translatedValue({}, 'en_US')).toBe('');
    expect(translatedValue(null, 'en_US')).toBe('');
  });
});
