import { TEXT_SIZE_LIMIT } from '../constants/blocks';

/**
 * The contact and address field rules (issue 19 item 4, docs/decisions/0046-contact-field-rules.md):
 * registration, checkout, the address book, the business account and the job application all take
 * a name, a phone number or a postal address, and the API refuses exactly what the forms refuse.
 * Before this module there were three phone rules, and a number that registered was refused at
 * checkout.
 */
export const PERSON_NAME_MAX_LENGTH = TEXT_SIZE_LIMIT.SMALL;
export const COMPANY_NAME_MAX_LENGTH = TEXT_SIZE_LIMIT.MEDIUM;
/** A recipient (a person or a company), a street, a city. */
export const ADDRESS_LINE_MAX_LENGTH = TEXT_SIZE_LIMIT.MEDIUM;
const PHONE_MAX_LENGTH = 32;
/** An optional leading +, then digits with spaces, hyphens or brackets, 6 to 32 characters, a digit first and last. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,30}[0-9]$/;
/** 3 to 10 letters, digits, spaces and hyphens, a letter or digit first and last: 10115, LV-1010, SW1A 1AA. */
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

export const isValidPhone = (value: string): boolean => value.trim().length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value.trim());
export const isValidPostalCode = (value: string): boolean => POSTAL_CODE_PATTERN.test(value.trim());

/**
 * What each side shows when a rule refuses a value: the forms give translation keys, the API
 * English sentences (it answers with `{code, message, fields}`).
 */
export interface ContactFieldMessages {
  required: string;
  tooLong: (max: number) => string;
  invalidPhone: string;
  invalidPostalCode: string;
}

/** English messages: the API's. */
export const CONTACT_FIELD_MESSAGES_EN: ContactFieldMessages = {
  required: 'This field may not be blank.',
  tooLong: (max) => `Use at most ${max} characters.`,
  invalidPhone: 'Enter a valid phone number.',
  invalidPostalCode: 'Enter a valid postal code.',
};
