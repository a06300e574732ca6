import type { ApiClient } from '../createApiClient';
import type { Favourite } from '../types';

const FAVOURITES_PATH = {
  LIST: '/api/v1/products/favourites/',
  item: (id: number) => `/api/v1/products/favourites/${id}/`,
} as const;

export function favouritesApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => client.request<Favourite[]>(FAVOURITES_PATH.LIST, { signal }),
    add: (productId: number) => client.request<Favourite>(FAVOURITES_PATH.LIST, { method: 'POST', body: { product: productId } }),
    /** Deletes by the stored favourite id, not the product id. */
    remove: (favouriteId: number) => client.request<null>(FAVOURITES_PATH.item(favouriteId), { method: 'DELETE' }),
  };
}
