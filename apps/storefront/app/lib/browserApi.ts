import type { SalonApi } from '@salon/api-client';
import { createApiClient, createSalonApi } from '@salon/api-client/http';
import { COOKIE_NAME } from '@salon/domain';
import { browserApiFailureHandler } from './apiFailures';
import type { SessionInfo } from './appContext';
import { readBrowserCookie } from './cookies';
import { readDeliveryCountryId } from './deliveryCountryLoader';

/**
 * The browser talks to the API through the storefront's own /api proxy (same origin, token
 * cookie). Loaded with the first call or when the page is idle (lazySalonApi, decision 0070).
 */
export function createBrowserApi(session: Pick<SessionInfo, 'locale' | 'deliveryCountryId' | 'user'>): SalonApi {
  return createSalonApi(
    createApiClient({
      baseUrl: '',
      getLanguage: () => session.locale,
      getDeliveryCountry: () => readDeliveryCountryId(readBrowserCookie(COOKIE_NAME.DELIVERY_COUNTRY)) ?? session.deliveryCountryId,
      // Every call's failure, direct (cart.addProduct, removeLine) or through a query (spec 4 and 8).
      onError: browserApiFailureHandler(session.user !== null),
    }),
  );
}
