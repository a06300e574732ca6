import { isCountryId, isLocaleShortCode } from '@salon/domain';
import type { Route } from './+types/delivery-country';
import { boundedBody, payloadTooLarge } from '../../lib/boundedBody.server';
import { deliveryCountryCookie } from '../../lib/deliveryCountry';
import { urlWithLanguage } from '../../lib/locale';
import { sameOriginPath, sameOriginRedirect } from '../../lib/sameOriginPath';
import { rejectCrossSiteRequest } from '../../lib/securityHeaders.server';
import { secureCookies } from '../../lib/sessionCookie.server';
import { postOnly } from '../../lib/postOnly.server';

/** The form holds three short fields; anything longer is not this form. */
const FORM_MAX_BYTES = 2048;

export const loader = postOnly;

/**
 * POST from the delivery-country modal's form when it is sent before the page has hydrated (the
 * server renders that modal open on a first visit, decision 0069) or without JavaScript: keeps the
 * chosen country in its cookie, as the hydrated modal does in the browser, and goes back to the
 * page in the chosen language. Without a valid country the page is shown again, still asking.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly({ request });
  const refused = rejectCrossSiteRequest(request);
  if (refused) return refused;
  const body = await boundedBody(request, FORM_MAX_BYTES);
  if (body === null) return payloadTooLarge(FORM_MAX_BYTES, 'The form');
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const back = sameOriginPath(form.get('returnTo') ?? '/');
  const countryId = Number(form.get('countryId'));
  const language = form.get('language');
  if (!isCountryId(countryId) || !isLocaleShortCode(language)) return sameOriginRedirect(back, 303);
  return sameOriginRedirect(urlWithLanguage(new URL(back, request.url), language), {
    status: 303,
    headers: { 'Set-Cookie': deliveryCountryCookie(countryId, Date.now(), secureCookies(request)) },
  });
}
