import type { AppContextValue } from '../lib/appContext';
import { SESSION_PATH } from '../lib/session';

/** The account pages, in the order the header's menu and the phone's account modal list them. */
export const accountLinks = (t: AppContextValue['t']) => [
  { href: '/account/overview', label: t('overview') },
  { href: '/account/orders', label: t('orders') },
  { href: '/account/addresses', label: t('addresses') },
  { href: '/favourites', label: t('favourites') },
  { href: '/account/feedback', label: t('feedback') },
];

/** Ends the session (the httpOnly cookie goes with the storefront's logout route), then starts over at /. */
export const logOut = () => void fetch(SESSION_PATH.LOGOUT, { method: 'POST' }).finally(() => window.location.assign('/'));
