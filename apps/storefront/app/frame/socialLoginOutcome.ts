import { isSocialLoginErrorCode, isSocialProviderId, SOCIAL_LOGIN_ERROR, type SocialLoginErrorCode, type SocialProviderId } from '@salon/domain';
import type { AppTextKey } from '../i18n/appTexts';
import type { AppContextValue } from '../lib/appContext';
import { connectAnonymousOrders } from '../lib/connectAnonymousOrders';

/**
 * What a social login's return leads to (docs/decisions/0043-social-login.md). Loaded only when
 * the page carries the callback's parameters (frame/socialLoginReturn.ts) or with the login modal.
 */

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

/** A refused social login waiting for the login modal (ModalHost is a lazy chunk, so it is handed over here). */
let pendingRefusal: { code: SocialLoginErrorCode; provider: SocialProviderId } | null = null;

/** The refusal to show in the login view, once. */
export function takeSocialLoginRefusal() {
  const refusal = pendingRefusal;
  pendingRefusal = null;
  return refusal;
}

/**
 * A refusal opens the login modal with its explanation; a success connects the anonymous cart's
 * orders like a password login.
 */
export function showSocialLoginOutcome(
  { error, provider }: { error: string | null; provider: string | null },
  { openModal, api, user }: Pick<AppContextValue, 'openModal' | 'api' | 'user'>,
): void {
  if (error !== null) {
    pendingRefusal = { code: isSocialLoginErrorCode(error) ? error : SOCIAL_LOGIN_ERROR.PROVIDER_ERROR, provider: isSocialProviderId(provider) ? provider : 'google' };
    openModal('login');
  } else if (user) {
    void connectAnonymousOrders(api, user.active_company?.customer.uuid ?? null);
  }
}
