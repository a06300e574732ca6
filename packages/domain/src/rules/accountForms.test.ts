import { describe, expect, it } from 'vitest';
import { isValidCompanyCode } from './accountForms';

describe('account form rules', () => {
  it('accepts registry codes and VAT numbers, refuses junk', () => {
    expect(isValidCompanyCode('12345678')).toBe(true);
    expect(isValidCompanyCode('EE101234567')).toBe(true);
    expect(isValidCompanyCode('LV 4000-3000')).toBe(true);
    expect(isValidCompanyCode('1')).toBe(false);
    expect(isValidCompanyCode('12<script>')).toBe(false);
    expect(isValidCompanyCode('-123')).toBe(false);
  });
});
