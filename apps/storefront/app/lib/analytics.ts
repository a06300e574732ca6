import { CONSENT_CATEGORY, COOKIE_NAME, type ConsentCategory } from '@salon/domain';
import { consentUpdateParameters, createGtag } from '../frame/consent';
import { readBrowserCookie } from './cookies';

/** Google Tag Manager's script origin (the CSP allows it only when a container is configured). */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** The categories that allow the analytics container to run at all. */
const TRACKING_CATEGORIES: readonly ConsentCategory[] = [CONSENT_CATEGORY.STATISTICS, CONSENT_CATEGORY.MARKETING];

let startedContainer: string | null = null;

/** The categories the shopper agreed to (the consent cookie), empty before any answer. */
function consentedCategories(): ConsentCategory[] {
  const stored = (readBrowserCookie(COOKIE_NAME.CONSENT) ?? '').split(',');
  return Object.values(CONSENT_CATEGORY).filter((category) => stored.includes(category));
}

const hasTrackingConsent = (categories: readonly ConsentCategory[] = consentedCategories()): boolean =>
  categories.some((category) => TRACKING_CATEGORIES.includes(category));

/**
 * Loads the analytics container, once, and only with consent for statistics or marketing
 * (docs/decisions/0036-consent-before-tracking.md): before that no script of the tag manager runs
 * and nothing is queued for it. Consent mode starts from the shopper's own choices.
 */
export function startAnalytics(containerId: string | null): boolean {
  if (!containerId || typeof window === 'undefined') return false;
  if (startedContainer) return true;
  const categories = consentedCategories();
  if (!hasTrackingConsent(categories)) return false;
  startedContainer = containerId;
  const dataLayer = (window.dataLayer ??= []);
  createGtag(dataLayer)('consent', 'default', consentUpdateParameters(Object.fromEntries(categories.map((category) => [category, true]))));
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
  return true;
}

/** Sends an event to the container when it runs (consent given); otherwise the event is dropped, never queued. */
export function track(containerId: string | null, event: Record<string, unknown>): boolean {
  if (!startAnalytics(containerId)) return false;
  window.dataLayer!.push(event);
  return true;
}
