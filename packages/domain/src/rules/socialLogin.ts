/**
 * Social login (docs/decisions/0043-social-login.md): which providers exist, where a shopper may
 * be sent back to, and which store account a provider identity signs in to.
 */

export const SOCIAL_PROVIDER_IDS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export function isSocialProviderId(value: unknown): value is SocialProviderId {
  return typeof value === 'string' && (SOCIAL_PROVIDER_IDS as readonly string[]).includes(value);
}

/** Codes of refused social logins: the API's error codes and the storefront's `social_error` parameter. */
export const SOCIAL_LOGIN_ERROR = {
  NOT_CONFIGURED: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
  /** Missing, unknown, used, expired or mismatched state: the answer did not belong to a login this browser started. */
  STATE_INVALID: 'SOCIAL_STATE_INVALID',
  /** The shopper said no on the provider's page. */
  CANCELLED: 'SOCIAL_LOGIN_CANCELLED',
  /** The provider answered with an error, or the code exchange or token check failed. */
  PROVIDER_ERROR: 'SOCIAL_PROVIDER_ERROR',
  EMAIL_NOT_VERIFIED: 'SOCIAL_EMAIL_NOT_VERIFIED',
  /** The provider account and the e-mail point at different store accounts. */
  IDENTITY_CONFLICT: 'SOCIAL_IDENTITY_CONFLICT',
  ACCOUNT_DISABLED: 'SOCIAL_ACCOUNT_DISABLED',
} as const;
export type SocialLoginErrorCode = (typeof SOCIAL_LOGIN_ERROR)[keyof typeof SOCIAL_LOGIN_ERROR];

export function isSocialLoginErrorCode(value: unknown): value is SocialLoginErrorCode {
  return typeof value === 'string' && (Object.values(SOCIAL_LOGIN_ERROR) as string[]).includes(value);
}

/**
 * Where to go after a login that left the store: only a path of this origin ("/account/orders?x=1"),
 * never another site ("https://…", "//evil.test", "/\\evil.test") or a control character that a
 * browser would strip into one. Anything else goes to the fallback.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Tabs and newlines are removed by URL parsers, so "/\t/evil.test" would become "//evil.test".
  // eslint-disable-next-line no-control-regex -- a control character anywhere refuses the path
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  return raw;
}

interface SocialAccountCandidate {
  id: number;
  isActive: boolean;
}

export interface SocialLinkInput {
  /** The provider vouches for the e-mail (Google: email_verified true; Facebook: it returned one). */
  emailVerified: boolean;
  /** The store account this provider identity (provider + subject) is already linked to. */
  linkedUser: SocialAccountCandidate | null;
  /** The store account with the provider's e-mail, if any. */
  emailUser: (SocialAccountCandidate & { hasOtherIdentityOfProvider: boolean }) | null;
}

export type SocialLinkDecision =
  | { kind: 'login'; userId: number }
  | { kind: 'link'; userId: number }
  | { kind: 'create' }
  | { kind: 'refuse'; code: SocialLoginErrorCode };

/**
 * Which store account a provider identity signs in to. An unverified e-mail proves nothing, so
 * it never links or creates. A linked identity keeps its account, unless the e-mail now belongs
 * to a different one (which would let one person reach two accounts). An unlinked identity is
 * linked to the account of its verified e-mail, unless that account already trusts another
 * identity of the same provider; with no such account a new one is created.
 */
export function decideSocialLink({ emailVerified, linkedUser, emailUser }: SocialLinkInput): SocialLinkDecision {
  if (!emailVerified) return { kind: 'refuse', code: SOCIAL_LOGIN_ERROR.EMAIL_NOT_VERIFIED };
  if (linkedUser) {
    if (emailUser && emailUser.id !== linkedUser.id) return { kind: 'refuse', code: SOCIAL_LOGIN_ERROR.IDENTITY_CONFLICT };
    if (!linkedUser.isActive) return { kind: 'refuse', code: SOCIAL_LOGIN_ERROR.ACCOUNT_DISABLED };
    return { kind: 'login', userId: linkedUser.id };
  }
  if (!emailUser) return { kind: 'create' };
  if (!emailUser.isActive) return { kind: 'refuse', code: SOCIAL_LOGIN_ERROR.ACCOUNT_DISABLED };
  if (emailUser.hasOtherIdentityOfProvider) return { kind: 'refuse', code: SOCIAL_LOGIN_ERROR.IDENTITY_CONFLICT };
  return { kind: 'link', userId: emailUser.id };
}
