import { describe, expect, it } from 'vitest';
import { contactFieldSchemas } from '../schemas/contactFieldSchemas';
import { CONTACT_FIELD_MESSAGES_EN, PERSON_NAME_MAX_LENGTH, isValidPhone, isValidPostalCode } from './contactFields';

const fields = contactFieldSchemas(CONTACT_FIELD_MESSAGES_EN);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error?.issues[0]?.message);

describe('contact field rules', () => {
  it('accepts phone numbers with +, spaces, hyphens and brackets, refuses junk', () => {
    expect(isValidPhone('+372 5123 4567')).toBe(true);
    expect(isValidPhone('+372 5123-4567')).toBe(true);
    expect(isValidPhone('+371 (67) 123 456')).toBe(true);
    expect(isValidPhone('5123456')).toBe(true);
    expect(isValidPhone('(06) 123-456')).toBe(false);
    expect(isValidPhone('abc')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone(`+${'1'.repeat(40)}`)).toBe(false);
  });

  it('accepts Estonian, Latvian and other European postal codes, refuses junk', () => {
    for (const code of ['10115', 'LV-1010', 'LV1010', 'SW1A 1AA', ' 10115 ']) expect(isValidPostalCode(code)).toBe(true);
    for (const code of ['', '12', '---', '-1010', '1010-', '10115<', '12345678901']) expect(isValidPostalCode(code)).toBe(false);
  });

  it('gives the caller’s message for each refusal', () => {
    expect(messageOf(fields.personName.safeParse('  '))).toBe('This field may not be blank.');
    expect(messageOf(fields.personName.safeParse('x'.repeat(PERSON_NAME_MAX_LENGTH + 1)))).toBe(`Use at most ${PERSON_NAME_MAX_LENGTH} characters.`);
    expect(messageOf(fields.phone.safeParse(''))).toBe('This field may not be blank.');
    expect(messageOf(fields.phone.safeParse('abc'))).toBe('Enter a valid phone number.');
    expect(messageOf(fields.postalCode.safeParse('?'))).toBe('Enter a valid postal code.');
  });

  it('trims, and lets optional fields stay empty', () => {
    expect(fields.personName.parse('  Mari ')).toBe('Mari');
    expect(fields.optionalPhone.parse('')).toBe('');
    expect(fields.optionalPhone.parse(' +372 5123 4567 ')).toBe('+372 5123 4567');
    expect(fields.optionalPhone.safeParse('x').success).toBe(false);
  });
});
