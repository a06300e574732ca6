import { CONSENT_CATEGORY, CONSENT_COOKIE_MAX_AGE_SECONDS, COOKIE_NAME, type ConsentCategory } from '@salon/domain';
import { serializeCookie } from '../lib/cookies';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentState = 'granted' | 'denied';

/**
 * The consent types each category stands for: Google's consent-mode types for statistics and
 * marketing; session recording has no Google type and goes as a custom one under its own name.
 */
const CONSENT_TYPES: Record<ConsentCategory, readonly string[]> = {
  [CONSENT_CATEGORY.STATISTICS]: ['analytics_storage'],
  [CONSENT_CATEGORY.MARKETING]: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  [CONSENT_CATEGORY.SESSION_RECORDING]: [CONSENT_CATEGORY.SESSION_RECORDING],
};

/** The parameters of `gtag('consent', 'update', …)` for the chosen categories. */
export function consentUpdateParameters(choices: Partial<Record<ConsentCategory, boolean>>): Record<string, ConsentState> {
  return Object.fromEntries(
    Object.values(CONSENT_CATEGORY).flatMap((category) => CONSENT_TYPES[category].map((type) => [type, choices[category] ? 'granted' : 'denied'] as const)),
  );
}

/**
 * Google's gtag snippet (`function gtag(){dataLayer.push(arguments);}`): the Arguments object itself
 * is pushed. The tag manager tells gtag commands from other pushes by that; a plain array is read
 * as a data-layer method call (['consent', …] would call a "consent" method), not as the command.
 */
export function createGtag(dataLayer: unknown[]): (...command: unknown[]) => void {
  return function gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag must push the Arguments object itself (see above)
    dataLayer.push(arguments);
  };
}

/** Stores the chosen consent categories (one year) and sends the consent update when the analytics container is on the page. */
export function storeConsent(choices: Partial<Record<ConsentCategory, boolean>>): void {
  const granted = Object.values(CONSENT_CATEGORY).filter((category) => choices[category]);
  document.cookie = serializeCookie(COOKIE_NAME.CONSENT, granted.join(','), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS });
  if (window.dataLayer) createGtag(window.dataLayer)('consent', 'update', consentUpdateParameters(choices));
}

export const allConsent = (): Record<ConsentCategory, boolean> =>
  Object.fromEntries(Object.values(CONSENT_CATEGORY).map((category) => [category, true])) as Record<ConsentCategory, boolean>;
