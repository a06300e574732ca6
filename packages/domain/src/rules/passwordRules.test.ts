import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';

describe('isAcceptablePassword', () => {
  it('accepts the minimum length', () => {
    expect(isAcceptablePassword('a'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
  });
  it('rejects one character short', () => {
    expect(isAcceptablePassword('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
  });
  it('rejects over the maximum', () => {
    expect(isAcceptablePassword('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
  });
  it('rejects a password of spaces only', () => {
    expect(isAcceptablePassword(' '.repeat(PASSWORD_MIN_LENGTH))).toBe(false);
  });
});
