import { useCallback } from 'react';
import { useApp, type AppContextValue } from '../lib/appContext';
import { SESSION_PATH } from '../lib/session';

/** The account pages, in the order the header's menu and the phone's account modal list them. */
export const accountLinks = (t: AppContextValue['t']) => [
  { href: '/account/overview', label: t('overview') },
  { href: '/account/orders', label: t('orders') },
  { href: '/account/addresses', label: t('addresses') },
  { href: '/favourites', label: t('favourites') },
  { href: '/account/feedback', label: t('feedback') },
];

/**
 * Ends the session (the httpOnly cookie goes with the storefront's logout route), then starts over
 * at /. If the call fails (offline, refused) the shopper is still logged in and is told so: a
 * reload would have looked like a logout that did not happen.
 */
export function useLogOut(): () => void {
  const { t, addPopup } = useApp();
  return useCallback(() => {
    fetch(SESSION_PATH.LOGOUT, { method: 'POST' })
      .then((response) => {
        if (!response.ok) throw new Error(`logout answered ${response.status}`);
        window.location.assign('/');
      })
      .catch(() => addPopup(t('logoutFailed'), 'error'));
  }, [t, addPopup]);
}
