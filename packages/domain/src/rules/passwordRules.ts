/**
 * The spec does not show the account form rules. We require 8 characters, the floor NIST
 * SP 800-63B sets for user-chosen passwords, and no composition rules (they push users to
 * predictable patterns). The upper bound keeps hashing cost bounded.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const isAcceptablePassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && password.trim().length > 0;
