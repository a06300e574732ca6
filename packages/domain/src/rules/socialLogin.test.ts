import { describe, expect, it } from 'vitest';
import { decideSocialLink, isSocialLoginErrorCode, isSocialProviderId, safeReturnPath, SOCIAL_LOGIN_ERROR } from './socialLogin';

const active = (id: number) => ({ id, isActive: true });
const emailUser = (id: number, extra: Partial<{ isActive: boolean; hasOtherIdentityOfProvider: boolean }> = {}) => ({ id, isActive: true, hasOtherIdentityOfProvider: false, ...extra });

describe('decideSocialLink', () => {
  it('creates an account for a verified e-mail nobody has', () => {
    expect(decideSocialLink({ emailVerified: true, linkedUser: null, emailUser: null })).toEqual({ kind: 'create' });
  });

  it('links the account of the verified e-mail', () => {
    expect(decideSocialLink({ emailVerified: true, linkedUser: null, emailUser: emailUser(7) })).toEqual({ kind: 'link', userId: 7 });
  });

  it('logs in the linked account, also when the e-mail changed to one nobody has', () => {
    expect(decideSocialLink({ emailVerified: true, linkedUser: active(7), emailUser: emailUser(7) })).toEqual({ kind: 'login', userId: 7 });
    expect(decideSocialLink({ emailVerified: true, linkedUser: active(7), emailUser: null })).toEqual({ kind: 'login', userId: 7 });
  });

  it('refuses an unverified e-mail whatever it would match', () => {
    for (const input of [
      { linkedUser: null, emailUser: null },
      { linkedUser: null, emailUser: emailUser(7) },
      { linkedUser: active(7), emailUser: emailUser(7) },
    ]) {
      expect(decideSocialLink({ emailVerified: false, ...input })).toEqual({ kind: 'refuse', code: SOCIAL_LOGIN_ERROR.EMAIL_NOT_VERIFIED });
    }
  });

  it('refuses an identity linked to one account whose e-mail belongs to another', () => {
    expect(decideSocialLink({ emailVerified: true, linkedUser: active(7), emailUser: emailUser(8) })).toEqual({ kind: 'refuse', code: SOCIAL_LOGIN_ERROR.IDENTITY_CONFLICT });
  });

  it('refuses to link a second identity of the same provider to an account', () => {
    expect(decideSocialLink({ emailVerified: true, linkedUser: null, emailUser: emailUser(7, { hasOtherIdentityOfProvider: true }) })).toEqual({
      kind: 'refuse',
      code: SOCIAL_LOGIN_ERROR.IDENTITY_CONFLICT,
    });
  });

  it('refuses disabled accounts, linked or matched by e-mail', () => {
    const refused = { kind: 'refuse', code: SOCIAL_LOGIN_ERROR.ACCOUNT_DISABLED };
    expect(decideSocialLink({ emailVerified: true, linkedUser: { id: 7, isActive: false }, emailUser: null })).toEqual(refused);
    expect(decideSocialLink({ emailVerified: true, linkedUser: null, emailUser: emailUser(7, { isActive: false }) })).toEqual(refused);
  });
});

describe('safeReturnPath', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(safeReturnPath('/account/orders?page=2#top')).toBe('/account/orders?page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('sends anything that could leave the site to the fallback', () => {
    for (const raw of ['https://evil.test/', '//evil.test', '/\\evil.test', '/\t/evil.test', '/\n/evil.test', 'javascript:alert(1)', 'account', '', null, 42, `/${'a'.repeat(3000)}`]) {
      expect(safeReturnPath(raw, '/fallback')).toBe('/fallback');
    }
  });
});

describe('provider and error codes', () => {
  it('knows google and facebook and the refusal codes only', () => {
    expect(isSocialProviderId('google')).toBe(true);
    expect(isSocialProviderId('facebook')).toBe(true);
    expect(isSocialProviderId('github')).toBe(false);
    expect(isSocialLoginErrorCode('SOCIAL_STATE_INVALID')).toBe(true);
    expect(isSocialLoginErrorCode('INVALID_CREDENTIALS')).toBe(false);
  });
});
