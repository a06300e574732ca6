import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { normaliseSearchParams } from '@salon/domain';
import type { ProductListName } from './endpoints/catalogue';
import type { PlaceholdersParams, SchemesByPathParams } from './endpoints/creator';
import { queryTiming } from './queryTiming';
import type { SalonApi } from './salonApi';
import type { JobApplicationInput, ParcelMachineSearch, ProductListParams, ProductReviewsParams, ProductSearchParams } from './types';

/**
 * Query keys. The browser keeps one QueryClient per page and the server one per request, and a
 * language change reloads the page, so the language need not be part of the keys.
 */
export const queryKeys = {
  user: () => ['auth', 'user'] as const,
  userCustomers: () => ['auth', 'customers'] as const,
  addresses: (id: string) => ['customers', id, 'addresses'] as const,
  brands: () => ['catalogue', 'brands'] as const,
  categories: () => ['catalogue', 'categories'] as const,
  search: (params: ProductSearchParams) => ['catalogue', 'search', normaliseSearchParams(params)] as const,
  product: (id: number | string) => ['catalogue', 'product', String(id)] as const,
  productReviews: (id: number | string, params: ProductReviewsParams = {}) => ['catalogue', 'product', String(id), 'reviews', params] as const,
  /** The logged-in user's own: never prefetched on the server, never shared. */
  myProductReview: (id: number | string) => ['account', 'product-review', String(id)] as const,
  popular: (kind: 'brands' | 'categories' | 'searches') => ['catalogue', 'popular', kind] as const,
  productList: (name: ProductListName, params: ProductListParams) => ['catalogue', 'list', name, params] as const,
  brandFavourites: (brandId: number, params: ProductListParams) => ['catalogue', 'brand-favourites', brandId, params] as const,
  favourites: () => ['favourites'] as const,
  orders: () => ['orders'] as const,
  order: (uuid: string) => ['orders', uuid] as const,
  orderHistory: (params: { page?: number; page_size?: number }) => ['orders', 'history', params] as const,
  orderHistoryItem: (uuid: string) => ['orders', 'history', uuid] as const,
  deliveryMethods: (countryId?: number) => ['delivery', 'methods', countryId ?? null] as const,
  parcelMachines: ({ countryId, search }: ParcelMachineSearch) => ['delivery', 'parcel-machines', countryId, search?.trim().toLocaleLowerCase() ?? ''] as const,
  orderDelivery: (uuid: string) => ['orders', uuid, 'delivery'] as const,
  orderInformation: (uuid: string) => ['orders', uuid, 'information'] as const,
  payment: (uuid: string) => ['payments', uuid] as const,
  paymentOptions: () => ['payments', 'options'] as const,
  socialProviders: () => ['auth', 'social-providers'] as const,
  jobAdvertisements: () => ['careers', 'jobs'] as const,
  events: () => ['events'] as const,
  event: (id: number) => ['events', id] as const,
  schemesByPath: (params: SchemesByPathParams) => ['creator', 'schemes', params] as const,
  campaignsExist: (language?: string) => ['creator', 'campaigns-exist', language ?? null] as const,
  components: (schemeUuid: string) => ['creator', 'components', schemeUuid] as const,
  placeholders: (params: PlaceholdersParams) => ['creator', 'placeholders', params] as const,
};

/** Query option factories: the same object serves SSR prefetch and the browser's useQuery. */
export function salonQueries(api: SalonApi) {
  return {
    user: () => queryOptions({ queryKey: queryKeys.user(), queryFn: ({ signal }) => api.auth.user(signal) }),
    userCustomers: () => queryOptions({ queryKey: queryKeys.userCustomers(), queryFn: ({ signal }) => api.auth.customers(signal) }),
    addresses: (id: string) => queryOptions({ queryKey: queryKeys.addresses(id), queryFn: ({ signal }) => api.customers.addresses(id, signal) }),
    brands: () => queryOptions({ queryKey: queryKeys.brands(), queryFn: ({ signal }) => api.catalogue.brands(signal), ...queryTiming('BRANDS') }),
    categories: () =>
      queryOptions({ queryKey: queryKeys.categories(), queryFn: ({ signal }) => api.catalogue.categories(signal), ...queryTiming('CATEGORIES') }),
    search: (params: ProductSearchParams) =>
      queryOptions({ queryKey: queryKeys.search(params), queryFn: ({ signal }) => api.catalogue.search(params, signal) }),
    product: (id: number | string) => queryOptions({ queryKey: queryKeys.product(id), queryFn: ({ signal }) => api.catalogue.product(id, signal) }),
    productReviews: (id: number | string, params: ProductReviewsParams = {}) =>
      queryOptions({ queryKey: queryKeys.productReviews(id, params), queryFn: ({ signal }) => api.catalogue.productReviews(id, params, signal) }),
    myProductReview: (id: number | string) => queryOptions({ queryKey: queryKeys.myProductReview(id), queryFn: ({ signal }) => api.catalogue.myReview(id, signal) }),
    popularSearches: () => queryOptions({ queryKey: queryKeys.popular('searches'), queryFn: ({ signal }) => api.catalogue.popularSearches(signal) }),
    productList: (name: ProductListName, params: ProductListParams = {}) =>
      queryOptions({ queryKey: queryKeys.productList(name, params), queryFn: ({ signal }) => api.catalogue.productList(name, params, signal) }),
    brandFavourites: (brandId: number, params: ProductListParams = {}) =>
      queryOptions({ queryKey: queryKeys.brandFavourites(brandId, params), queryFn: ({ signal }) => api.catalogue.brandFavourites(brandId, params, signal) }),
    favourites: () => queryOptions({ queryKey: queryKeys.favourites(), queryFn: ({ signal }) => api.favourites.list(signal) }),
    orders: () => queryOptions({ queryKey: queryKeys.orders(), queryFn: ({ signal }) => api.orders.list(signal) }),
    order: (uuid: string) => queryOptions({ queryKey: queryKeys.order(uuid), queryFn: ({ signal }) => api.orders.get(uuid, signal) }),
    orderHistory: (params: { page?: number; page_size?: number }) =>
      queryOptions({ queryKey: queryKeys.orderHistory(params), queryFn: ({ signal }) => api.orders.history(params, signal) }),
    orderHistoryItem: (uuid: string) =>
      queryOptions({ queryKey: queryKeys.orderHistoryItem(uuid), queryFn: ({ signal }) => api.orders.historyItem(uuid, signal) }),
    deliveryMethods: (countryId?: number) =>
      queryOptions({ queryKey: queryKeys.deliveryMethods(countryId), queryFn: ({ signal }) => api.delivery.methods(countryId, signal) }),
    parcelMachines: (params: ParcelMachineSearch) =>
      queryOptions({ queryKey: queryKeys.parcelMachines(params), queryFn: ({ signal }) => api.delivery.parcelMachines(params, signal) }),
    orderDelivery: (uuid: string) => queryOptions({ queryKey: queryKeys.orderDelivery(uuid), queryFn: ({ signal }) => api.delivery.get(uuid, signal) }),
    orderInformation: (uuid: string) =>
      queryOptions({ queryKey: queryKeys.orderInformation(uuid), queryFn: ({ signal }) => api.delivery.information(uuid, signal) }),
    payment: (uuid: string) => queryOptions({ queryKey: queryKeys.payment(uuid), queryFn: ({ signal }) => api.payments.get(uuid, signal) }),
    paymentOptions: () => queryOptions({ queryKey: queryKeys.paymentOptions(), queryFn: ({ signal }) => api.payments.options(signal) }),
    /** Configuration, not data: it changes with a redeploy, so it is kept for the visit. */
    socialProviders: () =>
      queryOptions({ queryKey: queryKeys.socialProviders(), queryFn: async ({ signal }) => (await api.auth.socialProviders(signal)).providers, staleTime: Infinity, gcTime: Infinity }),
    jobAdvertisements: () => queryOptions({ queryKey: queryKeys.jobAdvertisements(), queryFn: ({ signal }) => api.careers.jobAdvertisements(signal) }),
    events: () => queryOptions({ queryKey: queryKeys.events(), queryFn: ({ signal }) => api.events.list(signal) }),
    event: (id: number) => queryOptions({ queryKey: queryKeys.event(id), queryFn: ({ signal }) => api.events.get(id, signal) }),
    /** [] on error (never throws), scheme cache settings. */
    schemesByPath: (params: SchemesByPathParams) =>
      queryOptions({ queryKey: queryKeys.schemesByPath(params), queryFn: ({ signal }) => api.creator.schemesByPath(params, signal), ...queryTiming('SCHEME') }),
    campaignsExist: (language?: string) =>
      queryOptions({
        queryKey: queryKeys.campaignsExist(language),
        queryFn: ({ signal }) => api.creator.campaignsExist(language, signal),
        ...queryTiming('CAMPAIGN_EXISTENCE'),
      }),
    /** null on error (never throws), component cache settings. */
    components: (schemeUuid: string) =>
      queryOptions({ queryKey: queryKeys.components(schemeUuid), queryFn: ({ signal }) => api.creator.componentsV2(schemeUuid, signal), ...queryTiming('COMPONENTS') }),
    /** [] on error (never throws); placeholder content is cached like components. */
    placeholders: (params: PlaceholdersParams = {}) =>
      queryOptions({ queryKey: queryKeys.placeholders(params), queryFn: ({ signal }) => api.creator.placeholders(params, signal), ...queryTiming('COMPONENTS') }),
  };
}

/**
 * Mutation option factories for the writes the shop's components make through TanStack Query
 * (the cart's order writes go through lib/cart.tsx in the storefront, which stores each answer).
 * Only what the app calls is here: the browser loads this object with every page.
 */
export function salonMutations(api: SalonApi, queryClient: QueryClient) {
  return {
    addFavourite: () =>
      mutationOptions({
        mutationKey: ['favourites', 'add'],
        mutationFn: (productId: number) => api.favourites.add(productId),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites() }),
      }),
    removeFavourite: () =>
      mutationOptions({
        mutationKey: ['favourites', 'remove'],
        mutationFn: (favouriteId: number) => api.favourites.remove(favouriteId),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites() }),
      }),
    applyForJob: () =>
      mutationOptions({
        mutationKey: ['careers', 'apply'],
        mutationFn: ({ application, cv }: { application: JobApplicationInput; cv: Blob | null }) => api.careers.apply(application, cv),
      }),
    subscribeNewsletter: () =>
      mutationOptions({
        mutationKey: ['newsletter'],
        mutationFn: (email: string) => api.newsletter.subscribe(email),
        // A logged-in subscriber's is_email_subscription changes: refresh the user.
        onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user() }),
      }),
  };
}
