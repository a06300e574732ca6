import { describe, expect, it } from 'vitest';
import {
  PASSWORD_ERROR,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isAcceptablePassword,
  isCommonPassword,
  passwordProblem,
} from './passwordRules';
import { newPasswordSchema } from './newPasswordSchema';

describe('password length (isAcceptablePassword)', () => {
  it('accepts the minimum length of 12', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
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

describe('passwordProblem', () => {
  it('refuses the passwords accepted before: "password" and "12345678" are too short', () => {
    expect(passwordProblem('password')).toBe(PASSWORD_ERROR.TOO_SHORT);
    expect(passwordProblem('12345678')).toBe(PASSWORD_ERROR.TOO_SHORT);
  });
  it('refuses listed passwords and listed ones stretched with digits, symbols or repetition, in any case', () => {
    for (const common of ['password1234', 'Password2024!', 'qwerty123456', '123456789012', '!!iloveyou2025', 'passwordpassword', 'aaaaaaaaaaaa', 'abcabcabcabc', 'trustno1trustno1', 'ＰＡＳＳＷＯＲＤ1234']) {
      expect(passwordProblem(common), common).toBe(PASSWORD_ERROR.TOO_COMMON);
    }
  });
  it('accepts long uncommon passwords, including the demo seed password', () => {
    for (const fine of ['Salon-Demo-2025', 'correct horse battery staple', 'kevadine-šampoon-7']) expect(passwordProblem(fine), fine).toBeNull();
  });
  it('isCommonPassword finds exact list entries', () => {
    expect(isCommonPassword('football')).toBe(true);
    expect(isCommonPassword('zq8-vtr-kel')).toBe(false);
  });
});

describe('newPasswordSchema', () => {
  it('carries the error code in the issue params', () => {
    const result = newPasswordSchema.safeParse('password1234');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ message: expect.stringContaining('common'), params: { code: PASSWORD_ERROR.TOO_COMMON } });
    expect(newPasswordSchema.safeParse('Salon-Demo-2025').success).toBe(true);
  });
});
