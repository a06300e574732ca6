import {
  COUNTRY_ID,
  DEFAULT_LOCALE,
  DOMAIN,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_ROOT_REDIRECT_STATUS,
  LOCALE_CODE,
  countryIdForDomain,
  domainFromHost,
  isLanguageRootPath,
  isLocaleCode,
  localeFromShortCode,
  shortCodeFromLocale,
  type Domain,
  type LocaleCode,
  type LocaleShortCode,
} from '@salon/domain';
import { sameOriginPath } from './sameOriginPath';

/**
 * The default language of a domain: the Estonian store (and localhost) speaks Estonian; the
 * Latvian store speaks Latvian (our decision, docs/decisions/0009-storefront-session-locale-cart.md).
 */
function defaultLocaleForDomain(domain: Domain): LocaleCode {
  return domain === DOMAIN.LV ? LOCALE_CODE.LV : DEFAULT_LOCALE;
}

export interface LocaleRequest {
  url: URL;
  host: string | null;
  /** The locale cookie's value, if any. */
  cookieLocale: string | undefined;
  /** True for a browser document request (not a data fetch, asset or API call). */
  isDocumentRequest: boolean;
}

export type LocaleDecision =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'render'; locale: LocaleCode; shortCode: LocaleShortCode; domain: Domain; countryId: number; setLocaleCookie: boolean };

/**
 * Server-side locale rules (spec section 9):
 * - /et /en /ru /fi (with or without trailing slash) permanently redirect to /;
 * - a document request without a valid lang query redirects to the same URL with the current
 *   locale's short code as lang;
 * - a lang differing from the current locale switches the locale (the cookie is rewritten).
 */
export function decideLocale(request: LocaleRequest): LocaleDecision {
  const domain = domainFromHost(request.host);
  if (isLanguageRootPath(request.url.pathname)) return { kind: 'redirect', location: '/', status: LANGUAGE_ROOT_REDIRECT_STATUS };
  const current = isLocaleCode(request.cookieLocale) ? request.cookieLocale : defaultLocaleForDomain(domain);
  const requested = localeFromShortCode(request.url.searchParams.get(LANGUAGE_QUERY_PARAM));
  if (!requested && request.isDocumentRequest) {
    const target = new URL(request.url);
    target.searchParams.set(LANGUAGE_QUERY_PARAM, shortCodeFromLocale(current)!);
    // The raw path may be //evil.example/x: the target must stay a path on this site.
    return { kind: 'redirect', location: sameOriginPath(`${target.pathname}${target.search}${target.hash}`), status: 302 };
  }
  const locale = requested ?? current;
  return {
    kind: 'render',
    locale,
    shortCode: shortCodeFromLocale(locale)!,
    domain,
    countryId: countryIdForDomain(domain) ?? COUNTRY_ID.EE,
    setLocaleCookie: locale !== request.cookieLocale,
  };
}

/** Browser navigations ask for HTML; React Router's data fetches and API calls do not. */
export function isDocumentRequest(request: { method: string; headers: Pick<Headers, 'get'> }): boolean {
  if (request.method !== 'GET') return false;
  const dest = request.headers.get('Sec-Fetch-Dest');
  if (dest) return dest === 'document';
  return (request.headers.get('Accept') ?? '').includes('text/html');
}

/** The same path with another language: the server switches the locale and the page reloads. */
export function urlWithLanguage(current: URL | Location, shortCode: string): string {
  const target = new URL(current.href);
  target.searchParams.set(LANGUAGE_QUERY_PARAM, shortCode);
  return `${target.pathname}${target.search}${target.hash}`;
}
