import type { ApiClient } from './createApiClient';
import { authApi } from './endpoints/auth';
import { catalogueApi } from './endpoints/catalogue';
import { creatorApi } from './endpoints/creator';
import { customersApi } from './endpoints/customers';
import { deliveryApi, paymentsApi } from './endpoints/delivery';
import { favouritesApi } from './endpoints/favourites';
import { careersApi, eventsApi, feedbackApi, newsletterApi } from './endpoints/marketing';
import { ordersApi } from './endpoints/orders';

/** Every call of the storefront, grouped by area, over one configured ApiClient. */
export function createSalonApi(client: ApiClient) {
  return {
    client,
    auth: authApi(client),
    customers: customersApi(client),
    catalogue: catalogueApi(client),
    favourites: favouritesApi(client),
    orders: ordersApi(client),
    delivery: deliveryApi(client),
    payments: paymentsApi(client),
    newsletter: newsletterApi(client),
    careers: careersApi(client),
    feedback: feedbackApi(client),
    events: eventsApi(client),
    creator: creatorApi(client),
  };
}
export type SalonApi = ReturnType<typeof createSalonApi>;
