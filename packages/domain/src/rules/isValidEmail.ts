/**
 * local@domain.tld with a top-level part of at least two letters, or local@[IPv4 literal].
 * The local part is dot-separated atoms of the characters RFC 5322 allows unquoted.
 */
/** The spec's minimum top-level domain length, in letters. */
const EMAIL_MIN_TLD_LENGTH = 2;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const EMAIL_PATTERN = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:(?:${LABEL}\\.)+[A-Za-z]{${EMAIL_MIN_TLD_LENGTH},}|\\[${OCTET}(?:\\.${OCTET}){3}\\])$`,
);

/** Callers trim first; surrounding whitespace makes an address invalid. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
