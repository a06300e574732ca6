import { SOCIAL_LOGIN_ERROR, type SocialLoginErrorCode } from '@salon/domain';
import type { AppTextKey } from '../i18n/appTexts';

/** Storefront pages of a social login (docs/decisions/0043-social-login.md); the callback is registered with each provider. */
export const socialStartPath = (provider: string, next: string) => `/auth/social/${provider}?next=${encodeURIComponent(next)}`;

/** Query parameters the callback adds to the page it returns to, read once by useSocialLoginReturn. */
export const SOCIAL_RETURN_PARAM = { ERROR: 'social_error', PROVIDER: 'social_provider', DONE: 'social_login' } as const;

/** The appTexts key explaining each refusal. */
export const SOCIAL_ERROR_TEXT: Record<SocialLoginErrorCode, AppTextKey> = {
  [SOCIAL_LOGIN_ERROR.NOT_CONFIGURED]: 'socialNotConfigured',
  [SOCIAL_LOGIN_ERROR.STATE_INVALID]: 'socialStateInvalid',
  [SOCIAL_LOGIN_ERROR.CANCELLED]: 'socialCancelled',
  [SOCIAL_LOGIN_ERROR.PROVIDER_ERROR]: 'socialProviderError',
  [SOCIAL_LOGIN_ERROR.EMAIL_NOT_VERIFIED]: 'socialEmailNotVerified',
  [SOCIAL_LOGIN_ERROR.IDENTITY_CONFLICT]: 'socialIdentityConflict',
  [SOCIAL_LOGIN_ERROR.ACCOUNT_DISABLED]: 'socialAccountDisabled',
};
