import {
  COOKIE_NAME,
  SIGNUP_POPUP_COOKIE_MAX_AGE_SECONDS,
  SIGNUP_POPUP_DELAY_MS,
  SIGNUP_POPUP_EXCLUDED_PATHS,
  isDeliveryCountryCookieFresh,
} from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useApp, useAppOverlays } from '../lib/appContext';
import { readBrowserCookie, serializeCookie } from '../lib/cookies';
import { loadDeliveryCountry } from '../lib/deliveryCountryLoader';

const LOYALTY_JOIN_SEEN_KEY = 'salon.loyalty.callToJoinSeen';

/**
 * First-load rules of spec section 4: delivery country, loyalty welcome / call to join,
 * entity chooser and the delayed sign-up popup. Runs in the browser only.
 */
export function FirstLoadRules() {
  const { user, isLoggedIn, openModal, api, queries, deliveryCountryChoiceRequired } = useApp();
  const { modal } = useAppOverlays();
  const location = useLocation();
  const modalRef = useRef(modal);
  modalRef.current = modal;
  const needsEntityChoice = isLoggedIn && !user?.active_company;
  const customers = useQuery({ ...queries.userCustomers(), enabled: needsEntityChoice });

  // Delivery country: the customer's country refreshes the cookie; a fresh cookie's country goes to a
  // customer without one. With no known country at all, the server rendered the modal open (root loader).
  useEffect(() => {
    void loadDeliveryCountry().then(({ deliveryCountryCookie, deliveryCountryFromCookie }) => {
      const secure = window.location.protocol === 'https:';
      const saved = deliveryCountryFromCookie(readBrowserCookie(COOKIE_NAME.DELIVERY_COUNTRY));
      const customer = user?.active_company?.customer;
      if (customer?.delivery_country_id) {
        document.cookie = deliveryCountryCookie(customer.delivery_country_id, Date.now(), secure);
        return;
      }
      if (customer && saved && isDeliveryCountryCookieFresh(saved.savedAt, Date.now())) {
        void api.customers.setLocaleAndDelivery(customer.uuid, { delivery_country_id: saved.countryId }).catch((error: unknown) => console.warn(error));
      }
      // The reader's chunk did not load (offline): the cookie is refreshed on a later page.
    }).catch((error: unknown) => console.warn(error));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- first load only
  }, []);

  // Loyalty welcome (acknowledged when closed) or a one-time call to join.
  useEffect(() => {
    const loyalty = user?.active_company?.customer.loyalty;
    if (!loyalty) return;
    if (loyalty.show_welcome_popup) openModal('loyalty-welcome');
    else if (loyalty.can_join_loyalty && !window.localStorage.getItem(LOYALTY_JOIN_SEEN_KEY)) {
      window.localStorage.setItem(LOYALTY_JOIN_SEEN_KEY, '1');
      openModal('loyalty-join');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- first load only: the welcome or the call to join opens once per page load
  }, []);

  // Entity chooser: logged in, customers but none active, and more than one to choose from.
  // The same query is also fetched elsewhere (Navbar, ModalHost) when a customer is active, and a
  // disabled query still returns that cached data, so the 'none active' condition is checked here too.
  useEffect(() => {
    if (needsEntityChoice && (customers.data?.length ?? 0) > 1) openModal('entity');
  }, [needsEntityChoice, customers.data, openModal]);

  // Sign-up popup after 20 s, postponed by 20 s while a modal is open; never on /game.
  useEffect(() => {
    if (isLoggedIn || readBrowserCookie(COOKIE_NAME.SIGNUP_POPUP) || SIGNUP_POPUP_EXCLUDED_PATHS.includes(location.pathname)) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      // The delivery-country choice (AppModals) stays open until the choice reloads the page.
      if (modalRef.current !== null || deliveryCountryChoiceRequired) {
        timer = setTimeout(attempt, SIGNUP_POPUP_DELAY_MS);
        return;
      }
      document.cookie = serializeCookie(COOKIE_NAME.SIGNUP_POPUP, '1', { maxAgeSeconds: SIGNUP_POPUP_COOKIE_MAX_AGE_SECONDS });
      openModal('register');
    };
    timer = setTimeout(attempt, SIGNUP_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoggedIn, location.pathname, openModal, deliveryCountryChoiceRequired]);

  return null;
}
