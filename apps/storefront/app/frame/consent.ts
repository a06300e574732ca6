import { CONSENT_CATEGORY, CONSENT_COOKIE_MAX_AGE_SECONDS, COOKIE_NAME, type ConsentCategory } from '@salon/domain';
import { serializeCookie } from '../lib/cookies';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Stores the chosen consent categories (one year) and sends the consent update. */
export function storeConsent(choices: Partial<Record<ConsentCategory, boolean>>): void {
  const granted = Object.values(CONSENT_CATEGORY).filter((category) => choices[category]);
  document.cookie = serializeCookie(COOKIE_NAME.CONSENT, granted.join(','), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS });
  window.dataLayer?.push(['consent', 'update', Object.fromEntries(Object.values(CONSENT_CATEGORY).map((category) => [category, choices[category] ? 'granted' : 'denied']))]);
}

export const allConsent = (): Record<ConsentCategory, boolean> =>
  Object.fromEntries(Object.values(CONSENT_CATEGORY).map((category) => [category, true])) as Record<ConsentCategory, boolean>;
