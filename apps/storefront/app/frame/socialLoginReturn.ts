import { isSocialLoginErrorCode, isSocialProviderId, SOCIAL_LOGIN_ERROR, type SocialLoginErrorCode, type SocialProviderId } from '@salon/domain';
import { useEffect } from 'react';
import { useApp } from '../lib/appContext';
import { connectAnonymousOrders } from '../lib/cart';
import { SOCIAL_RETURN_PARAM } from '../lib/socialLogin';

/** A refused social login waiting for the login modal (ModalHost is a lazy chunk, so it is handed over here). */
let pendingRefusal: { code: SocialLoginErrorCode; provider: SocialProviderId } | null = null;

/** The refusal to show in the login view, once. */
export function takeSocialLoginRefusal() {
  const refusal = pendingRefusal;
  pendingRefusal = null;
  return refusal;
}

/**
 * After the social login callback (docs/decisions/0043-social-login.md): a refusal opens the
 * login modal with its explanation; a success connects the anonymous cart's orders like a
 * password login. The parameters leave the address bar either way, so a reload repeats nothing.
 */
export function useSocialLoginReturn() {
  const { openModal, api, user } = useApp();
  useEffect(() => {
    const url = new URL(window.location.href);
    const error = url.searchParams.get(SOCIAL_RETURN_PARAM.ERROR);
    const provider = url.searchParams.get(SOCIAL_RETURN_PARAM.PROVIDER);
    const done = url.searchParams.has(SOCIAL_RETURN_PARAM.DONE);
    if (error === null && !done) return;
    for (const name of Object.values(SOCIAL_RETURN_PARAM)) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (error !== null) {
      pendingRefusal = { code: isSocialLoginErrorCode(error) ? error : SOCIAL_LOGIN_ERROR.PROVIDER_ERROR, provider: isSocialProviderId(provider) ? provider : 'google' };
      openModal('login');
    } else if (user) {
      void connectAnonymousOrders(api, user.active_company?.customer.uuid ?? null);
    }
    // Acts once per page load: the first run removes the parameters, so a later run (a new user,
    // api or modal opener) returns at the check above.
  }, [api, openModal, user]);
}
