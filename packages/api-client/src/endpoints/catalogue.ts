import { normaliseSearchParams } from '@salon/domain';
import type { ApiClient } from '../createApiClient';
import type {
  BrandRef,
  Category,
  LanguageOption,
  PopularBrandItem,
  PopularCategoryItem,
  PopularSearchItem,
  ProductCard,
  ProductListParams,
  ProductListResponse,
  ProductReviewsParams,
  ProductReviewsResponse,
  ProductSearchParams,
  ProductSearchResponse,
  MyProductReview,
  WrittenProductReview,
} from '../types';

const CATALOGUE_PATH = {
  LANGUAGES: '/api/v1/languages/',
  BRANDS: '/api/v1/products/brands/',
  CATEGORIES: '/api/v1/products/categories/',
  SEARCH: '/api/v1/products/elastic/search/new/',
  product: (id: number | string) => `/api/v1/products/${encodeURIComponent(String(id))}/`,
  productReviews: (id: number | string) => `/api/v1/products/${encodeURIComponent(String(id))}/reviews/`,
  POPULAR_BRANDS: '/api/v1/statistics/popular/brands/',
  POPULAR_CATEGORIES: '/api/v1/statistics/popular/categories/',
  POPULAR_SEARCHES: '/api/v1/statistics/popular/searches/',
  RECOMMENDED: '/api/v1/recommended/',
  HIGHLIGHTED: '/api/v1/products/highlighted/',
  POPULAR: '/api/v1/products/popular/',
  FAIR_FAVOURITES: '/api/v1/products/fair-favourites/',
  BRAND_FAVOURITES: '/api/v1/products/brand-favourites/',
} as const;

export type ProductListName = 'recommended' | 'highlighted' | 'popular' | 'fair-favourites';
const LIST_PATH: Record<ProductListName, string> = {
  recommended: CATALOGUE_PATH.RECOMMENDED,
  highlighted: CATALOGUE_PATH.HIGHLIGHTED,
  popular: CATALOGUE_PATH.POPULAR,
  'fair-favourites': CATALOGUE_PATH.FAIR_FAVOURITES,
};

export function catalogueApi(client: ApiClient) {
  return {
    languages: (signal?: AbortSignal) => client.request<LanguageOption[]>(CATALOGUE_PATH.LANGUAGES, { signal }),
    brands: (signal?: AbortSignal) => client.request<BrandRef[]>(CATALOGUE_PATH.BRANDS, { signal }),
    /** The API already drops seasonal-sale categories. */
    categories: (signal?: AbortSignal) => client.request<Category[]>(CATALOGUE_PATH.CATEGORIES, { signal }),
    /** Cancellable: pass the query's signal so a newer search aborts the older. */
    search: (params: ProductSearchParams, signal?: AbortSignal) =>
      client.request<ProductSearchResponse>(CATALOGUE_PATH.SEARCH, { query: normaliseSearchParams(params), signal }),
    product: (id: number | string, signal?: AbortSignal) => client.request<ProductCard>(CATALOGUE_PATH.product(id), { signal }),
    /** Approved reviews only, newest first. */
    productReviews: (id: number | string, params: ProductReviewsParams = {}, signal?: AbortSignal) =>
      client.request<ProductReviewsResponse>(CATALOGUE_PATH.productReviews(id), { query: { ...params }, signal }),
    /** The user's own review of a product, whatever its approval, or null. */
    myReview: (id: number | string, signal?: AbortSignal) => client.request<MyProductReview>(`${CATALOGUE_PATH.productReviews(id)}mine/`, { signal }),
    /** The user's review of a product; it waits for moderation. 400 REVIEW_ALREADY_WRITTEN on a second one. */
    writeReview: (id: number | string, body: { rating: number; comment: string }) =>
      client.request<WrittenProductReview>(CATALOGUE_PATH.productReviews(id), { method: 'POST', body }),
    /** Takes back the user's review of a product (any approval); a new one may be written after. */
    withdrawReview: (id: number | string) => client.request<null>(`${CATALOGUE_PATH.productReviews(id)}mine/`, { method: 'DELETE' }),
    popularBrands: (signal?: AbortSignal) => client.request<PopularBrandItem[]>(CATALOGUE_PATH.POPULAR_BRANDS, { signal }),
    popularCategories: (signal?: AbortSignal) => client.request<PopularCategoryItem[]>(CATALOGUE_PATH.POPULAR_CATEGORIES, { signal }),
    popularSearches: (signal?: AbortSignal) => client.request<PopularSearchItem[]>(CATALOGUE_PATH.POPULAR_SEARCHES, { signal }),
    productList: (name: ProductListName, params: ProductListParams = {}, signal?: AbortSignal) =>
      client.request<ProductListResponse>(LIST_PATH[name], { query: { ...params }, signal }),
    brandFavourites: (brandId: number, params: ProductListParams = {}, signal?: AbortSignal) =>
      client.request<ProductListResponse>(CATALOGUE_PATH.BRAND_FAVOURITES, { query: { ...params, brand_id: brandId }, signal }),
  };
}
