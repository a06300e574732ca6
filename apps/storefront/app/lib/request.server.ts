import { createQueryClient, salonQueries, type SalonApi } from '@salon/api-client';
import { createApiClient, createSalonApi } from '@salon/api-client/http';
import { COOKIE_NAME, type Domain, type LocaleCode, type LocaleShortCode } from '@salon/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { apiFetchFor } from './apiCall.server';
import { sharedApiAnswers } from './sharedApiAnswers.server';
import { storefrontConfig, warnOnUnknownHost } from './config.server';
import { parseCookies } from './cookies';
import { decideLocale, isDocumentRequest } from './locale';
import { deliveryCountryFromCookie } from './deliveryCountry';
import { sessionToken } from './session';

export interface RequestContext {
  locale: LocaleCode;
  shortCode: LocaleShortCode;
  domain: Domain;
  /** Delivery country sent to the API: the fresh-enough cookie, else the domain's country. */
  deliveryCountryId: number;
  hasDeliveryCountryCookie: boolean;
  token: string | null;
  api: SalonApi;
  queries: ReturnType<typeof salonQueries>;
  queryClient: QueryClient;
  cookies: Record<string, string>;
}

/**
 * One context per request: the root loader and the route loaders share it, so a query both
 * prefetch (the categories of the navbar and of the home page) is one API call and one copy in
 * the page's loader data. React Router hands each loader its own copy of the Request (stripped
 * of its `index` and `_routes` parameters), so the copies are matched through the load context,
 * which is one object per incoming request (server.mjs's getLoadContext; React Router makes a
 * fresh `{}` per request without it), plus method and address: after a document POST's action,
 * the loaders (GET) get a context of their own and see the action's changes.
 */
const contexts = new WeakMap<object, Map<string, RequestContext>>();

export function requestContext(request: Request, context: AppLoadContext | undefined): RequestContext {
  const owner = context ?? request;
  let ofRequest = contexts.get(owner);
  if (!ofRequest) contexts.set(owner, (ofRequest = new Map()));
  const key = `${request.method} ${request.url}`;
  let known = ofRequest.get(key);
  if (!known) ofRequest.set(key, (known = newRequestContext(request, context)));
  return known;
}

/**
 * Everything a loader needs for one request: locale, domain, the login token from the httpOnly
 * cookie, a server API client with the host prefix (its calls signed and carrying the shopper's
 * address, see apiCall.server.ts) and a fresh QueryClient (never shared between requests).
 */
function newRequestContext(request: Request, context: AppLoadContext | undefined): RequestContext {
  const config = storefrontConfig();
  const host = request.headers.get('Host');
  warnOnUnknownHost(host, config);
  const cookies = parseCookies(request.headers.get('Cookie'));
  // Redirects are the root loader's job; here only the locale is wanted, so the path is neutral.
  const localeUrl = new URL(request.url);
  localeUrl.pathname = '/';
  const decision = decideLocale({ url: localeUrl, host, cookieLocale: cookies[COOKIE_NAME.LOCALE], isDocumentRequest: false });
  if (decision.kind === 'redirect') throw new Error('decideLocale redirects only language roots and document requests');
  const savedCountry = deliveryCountryFromCookie(cookies[COOKIE_NAME.DELIVERY_COUNTRY]);
  const deliveryCountryId = savedCountry?.countryId ?? decision.countryId;
  const token = sessionToken(cookies);
  const client = createApiClient({
    baseUrl: config.apiOrigin,
    getLanguage: () => decision.locale,
    getToken: () => token,
    getDeliveryCountry: () => deliveryCountryId,
    fetch: apiFetchFor(request, context),
    sharedAnswers: sharedApiAnswers() ?? undefined,
  });
  const api = createSalonApi(client);
  return {
    locale: decision.locale,
    shortCode: decision.shortCode,
    domain: decision.domain,
    deliveryCountryId,
    hasDeliveryCountryCookie: savedCountry !== null,
    token,
    api,
    queries: salonQueries(api),
    // One render's client: structural sharing would deep-copy the shared answers each request
    // (decision 0054 addendum).
    queryClient: createQueryClient({ structuralSharing: false }),
    cookies,
  };
}

export { decideLocale, isDocumentRequest };
