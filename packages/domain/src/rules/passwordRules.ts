import { COMMON_PASSWORDS_TEXT } from '../data/commonPasswords';

/**
 * Password policy (OWASP ASVS 2.1.1 and 2.1.7; docs/decisions/0010-security.md): at least 12
 * characters, no composition rules (they push users to predictable patterns), and not a common
 * or breached password. The upper bound keeps hashing cost bounded.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Field error codes of a refused new password: the API sends them, the forms translate them. */
export const PASSWORD_ERROR = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  TOO_LONG: 'PASSWORD_TOO_LONG',
  TOO_COMMON: 'PASSWORD_TOO_COMMON',
} as const;
export type PasswordError = (typeof PASSWORD_ERROR)[keyof typeof PASSWORD_ERROR];

export const PASSWORD_ERROR_MESSAGE: Readonly<Record<PasswordError, string>> = {
  PASSWORD_TOO_SHORT: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Choose another one.',
};

/** Length only: cheap, without the list, for browser forms (the API adds the list check). */
function passwordLengthProblem(password: string): PasswordError | null {
  if (password.trim().length < PASSWORD_MIN_LENGTH) return PASSWORD_ERROR.TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_ERROR.TOO_LONG;
  return null;
}

export const isAcceptablePassword = (password: string): boolean => passwordLengthProblem(password) === null;

let commonPasswords: ReadonlySet<string> | undefined;
/** Built on first use, so bundles that only check length never keep the list. */
const commonSet = () => (commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n')));

/** Digits or symbols around a word ("password2024!", "!!qwerty123"): the usual way to stretch a common one. */
const AFFIXES = /^[\d\W_]+|[\d\W_]+$/gu;
const DIGIT_RUN = '01234567890123456789';

/**
 * A listed password, a listed one with digits or symbols added before or after, a listed one
 * repeated, one character repeated, or a run of consecutive digits: what a guesser tries first.
 * Case and Unicode compatibility forms do not matter.
 */
export function isCommonPassword(password: string): boolean {
  const text = password.normalize('NFKC').toLowerCase();
  const list = commonSet();
  const core = text.replace(AFFIXES, '');
  if (list.has(text) || (core !== '' && list.has(core))) return true;
  const repeated = /^(.+?)\1+$/u.exec(text)?.[1];
  if (repeated !== undefined && (repeated.length <= 3 || list.has(repeated))) return true;
  if (/^\d+$/.test(text) && (DIGIT_RUN.includes(text) || [...DIGIT_RUN].reverse().join('').includes(text))) return true;
  return false;
}

/** The first problem of a new password, or null when it may be used. */
export function passwordProblem(password: string): PasswordError | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? PASSWORD_ERROR.TOO_COMMON : null);
}
