import {
  CONSENT_CATEGORY,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAME,
  DOMAIN,
  POPUP_LIFETIME_MS,
  SIGNUP_POPUP_COOKIE_MAX_AGE_SECONDS,
  SIGNUP_POPUP_DELAY_MS,
  SIGNUP_POPUP_EXCLUDED_PATHS,
  isDeliveryCountryCookieFresh,
} from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../lib/appContext';
import { readBrowserCookie, serializeCookie } from '../lib/cookies';
import { deliveryCountryCookie, deliveryCountryFromCookie } from '../lib/deliveryCountry';
import { Dialog } from './Dialog';

const LOYALTY_JOIN_SEEN_KEY = 'salon.loyalty.callToJoinSeen';

/**
 * First-load rules of spec section 4: delivery country, loyalty welcome / call to join,
 * entity chooser and the delayed sign-up popup. Runs in the browser only.
 */
export function FirstLoadRules() {
  const { domain, user, isLoggedIn, openModal, modal, api, queries } = useApp();
  const location = useLocation();
  const modalRef = useRef(modal);
  modalRef.current = modal;
  const customers = useQuery({ ...queries.userCustomers(), enabled: isLoggedIn && !user?.active_company });

  // Delivery country.
  useEffect(() => {
    const secure = window.location.protocol === 'https:';
    const saved = deliveryCountryFromCookie(readBrowserCookie(COOKIE_NAME.DELIVERY_COUNTRY));
    const customer = user?.active_company?.customer;
    if (customer?.delivery_country_id) {
      document.cookie = deliveryCountryCookie(customer.delivery_country_id, Date.now(), secure);
      return;
    }
    if (customer && saved && isDeliveryCountryCookieFresh(saved.savedAt, Date.now())) {
      void api.customers.setLocaleAndDelivery(customer.uuid, { delivery_country_id: saved.countryId }).catch((error: unknown) => console.warn(error));
      return;
    }
    if (!saved && domain !== DOMAIN.LV) openModal('language');
    // First load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Entity chooser: logged in, customers but none active, and more than one to choose from.
  useEffect(() => {
    if ((customers.data?.length ?? 0) > 1) openModal('entity');
  }, [customers.data, openModal]);

  // Sign-up popup after 20 s, postponed by 20 s while a modal is open; never on /game.
  useEffect(() => {
    if (isLoggedIn || readBrowserCookie(COOKIE_NAME.SIGNUP_POPUP) || SIGNUP_POPUP_EXCLUDED_PATHS.includes(location.pathname)) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      if (modalRef.current !== null) {
        timer = setTimeout(attempt, SIGNUP_POPUP_DELAY_MS);
        return;
      }
      document.cookie = serializeCookie(COOKIE_NAME.SIGNUP_POPUP, '1', { maxAgeSeconds: SIGNUP_POPUP_COOKIE_MAX_AGE_SECONDS });
      openModal('register');
    };
    timer = setTimeout(attempt, SIGNUP_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoggedIn, location.pathname, openModal]);

  return null;
}

/** Loyalty welcome, call to join, entity chooser and register prompt. TODO(ui-modals): @salon/ui loyalty/auth/entity modals. */
export function SessionModals() {
  const { modal, closeModal, t, api, openModal, queries, isLoggedIn } = useApp();
  const customers = useQuery({ ...queries.userCustomers(), enabled: isLoggedIn && modal === 'entity' });
  if (modal === 'loyalty-welcome') {
    const close = () => {
      void api.customers.acknowledgeLoyaltyWelcome().catch((error: unknown) => console.warn(error));
      closeModal();
    };
    return (
      <Dialog title={t('loyaltyWelcome')} onClose={close} testId="loyalty-welcome">
        <button type="button" onClick={close} className="rounded bg-brand-ink px-4 py-2 text-brand-paper">
          {t('continue')}
        </button>
      </Dialog>
    );
  }
  if (modal === 'loyalty-join') {
    return (
      <Dialog title={t('loyaltyJoin')} onClose={closeModal}>
        <a href="/account/overview" className="underline" onClick={closeModal}>
          {t('account')}
        </a>
      </Dialog>
    );
  }
  if (modal === 'register') {
    return (
      <Dialog title={t('registerTitle')} onClose={closeModal} testId="register-modal">
        <p className="mb-4">{t('registerText')}</p>
        <button type="button" onClick={() => openModal('login')} className="rounded bg-brand-ink px-4 py-2 text-brand-paper">
          {t('login')}
        </button>
      </Dialog>
    );
  }
  if (modal === 'entity') {
    return (
      <Dialog title={t('chooseCustomer')} onClose={closeModal} testId="entity-modal">
        <ul className="flex flex-col gap-2">
          {(customers.data ?? []).map((customer) => (
            <li key={customer.uuid}>
              <button
                type="button"
                className="w-full rounded border border-brand-line px-3 py-2 text-left hover:bg-brand-surface"
                onClick={() => void api.customers.changeActiveEntity(customer.uuid).then(() => window.location.reload())}
              >
                {customer.name}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  return null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Shown when the analytics container is installed and no consent cookie exists. */
export function CookiePrompt() {
  const { t } = useApp();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(Array.isArray(window.dataLayer) && !readBrowserCookie(COOKIE_NAME.CONSENT)), []);
  if (!visible) return null;
  const acceptAll = () => {
    const consent = Object.values(CONSENT_CATEGORY);
    document.cookie = serializeCookie(COOKIE_NAME.CONSENT, consent.join(','), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS });
    window.dataLayer?.push(['consent', 'update', Object.fromEntries(consent.map((category) => [category, 'granted']))]);
    setVisible(false);
  };
  return (
    <div role="region" aria-label={t('cookieText')} className="fixed inset-x-0 bottom-0 z-modal-local flex items-center justify-between gap-4 border-t border-brand-line bg-brand-paper p-4">
      <p>{t('cookieText')}</p>
      <button type="button" onClick={acceptAll} className="rounded bg-brand-ink px-4 py-2 text-brand-paper">
        {t('acceptAll')}
      </button>
    </div>
  );
}

/** Short toast for cart notices (4 s, removed on click). TODO(ui-popups): PopupStack from @salon/ui once exported. */
export function CartNotice({ text, onDone }: { text: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, POPUP_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div role="status" onClick={onDone} className="fixed right-4 top-4 z-modal-global rounded bg-brand-ink px-4 py-3 text-brand-paper">
      {text}
    </div>
  );
}
