/**
 * Wire shapes of /api/v1. What the API answers comes from its OpenAPI document
 * (./generated/openapi.ts, generated from the routes' zod response schemas by
 * `npm run generate:api-types`; decision 0052), so these names follow the API instead of a
 * hand-kept copy. So are the bodies the API's schemas describe as the storefront builds them;
 * the rest of what it sends (parameters, bodies with enums it holds as plain values) is written here.
 */

import type { ProductCard, ProductCardBrand } from '@salon/domain';
import type { components, operations } from './generated/openapi';

type Schemas = components['schemas'];
/** The JSON answer of an operation at its success status. */
type Answer<Id extends keyof operations> = operations[Id]['responses'] extends infer Responses
  ? Responses extends { 200: { content: { 'application/json': infer Body } } }
    ? Body
    : Responses extends { 201: { content: { 'application/json': infer Body } } }
      ? Body
      : never
  : never;
/** The JSON body an operation takes, as the client sends it (defaulted fields optional). */
type Body<Id extends keyof operations> = operations[Id] extends { requestBody: { content: { 'application/json': infer Sent } } } ? Sent : never;

/** The product card's source of truth is @salon/domain (productCardSchema), which the API answers with. */
export type BrandRef = ProductCardBrand;
export type { ProductCard };

export type Category = Schemas['Category'];

export type ProductSearchResponse = Schemas['ProductSearchResponse'];

/** Parameters of the product search; arrays are joined with commas by normaliseSearchParams. */
export type ProductSearchParams = {
  term?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
  categories?: string | number | readonly (string | number)[] | undefined;
  brands?: string | number | readonly (string | number)[] | undefined;
  price_start?: number | undefined;
  price_end?: number | undefined;
  discount_rate_start?: number | undefined;
  discount_rate_end?: number | undefined;
  sort?: string | undefined;
  standalone?: boolean | undefined;
  is_business?: boolean | undefined;
};

export interface ProductReviewsParams {
  page?: number;
  page_size?: number;
}

export type ProductReviewsResponse = Schemas['ProductReviewsResponse'];
export type WrittenProductReview = Schemas['WrittenProductReview'];
export type MyProductReview = Schemas['MyProductReview'];

export type ProductListResponse = Schemas['ProductListResponse'];

export interface ProductListParams {
  limit?: number;
  is_business?: boolean;
}

export type Favourite = Schemas['Favourite'];

export type PopularBrandItem = Answer<'getApiV1StatisticsPopularBrands'>[number];
export type PopularCategoryItem = Answer<'getApiV1StatisticsPopularCategories'>[number];
export type PopularSearchItem = Schemas['PopularSearchItem'];

export type LanguageOption = Answer<'getApiV1Languages'>[number];

export type Customer = Schemas['Customer'];

/** GET /rest-auth/customers/: each customer with the user's role and whether it is active. */
export type UserCustomer = Schemas['UserCustomer'];

export type CustomerUpdate = Body<'putApiV1CustomersById'>;

export type AuthUser = Schemas['AuthUser'];

export type LoginCredentials = Body<'postApiV1RestAuthLogin'>;

/** Private (is_individual) or business registration; company_name and reg_code are required for a business. */
export type Registration = Body<'postApiV1RestAuthRegistration'>;

export type AccountFlowResult = Answer<'postApiV1RestAuthPasswordReset'>;

export type ConfirmAccountResult = Answer<'postApiV1RestAuthRegistrationVerifyEmail'>;

export type PasswordResetConfirm = Body<'postApiV1RestAuthPasswordResetConfirm'>;

export type PublicEvent = Schemas['PublicEvent'];

export type FeedbackInput = Body<'postApiV1Feedback'>;

export type Feedback = Schemas['Feedback'];

export type Address = Schemas['Address'];
export type AddressInput = Omit<Address, 'id' | 'phone' | 'name'> & { name?: string; phone?: string | null };

export type OrderLine = Schemas['OrderLine'];

export type Order = Schemas['Order'];

export type OrderSummary = Schemas['OrderSummary'];

export interface Paged<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export type AddLineInput = Body<'postApiV1OrdersByUuidOrderLines'>;

export type DeliveryMethod = Schemas['DeliveryMethod'];

/** A carrier's parcel machine; `id` ("omniva:96331") is what DeliveryInput.parcel_machine_id takes. */
export type ParcelMachine = Schemas['ParcelMachine'];

/** What an order keeps of its machine (later renames by the carrier do not change it). */
export type ParcelMachineSnapshot = Schemas['ParcelMachineSnapshot'];

export interface ParcelMachineSearch {
  countryId: number;
  search?: string;
}

export type DeliveryInput = Body<'putApiV1OrdersByUuidDelivery'>;

export type OrderDelivery = Answer<'getApiV1OrdersByUuidDelivery'>;

export type DeliveryUpdateResult = Answer<'putApiV1OrdersByUuidDelivery'>;

export type InformationInput = Body<'putApiV1OrdersByUuidDeliveryInformation'>;

export interface PaymentInput {
  method: string;
  provider?: string;
  test_result?: PaymentStatus;
}

export type Payment = Schemas['Payment'];
type PaymentStatus = Payment['status'];

/** A provider and method the API offers (GET /payments/options/), real providers first. */
export type PaymentOption = Answer<'getApiV1PaymentsOptions'>[number];

export type JobAdvertisement = Schemas['JobAdvertisement'];

/** The CV form's fields as the API names them (multipart text fields). */
export interface JobApplicationInput {
  full_name: string;
  email: string;
  phone: string;
  position: string;
  message: string;
}

export type JobApplicationResult = Answer<'postApiV1CareersApplications'>;

export type NewsletterResult = Answer<'postApiV1SubscribeNewsletter'>;

export type CreatorRouteType = 'CAMPAIGN' | 'SHADOW' | 'EVENT' | 'ROUTE' | 'POST';

/** A scheme of GET /creator/schemes-by-path/; with `with_components` the page-language one carries `components_v2`. */
export type Scheme = Schemas['Scheme'];

export type StoredComponent = Schemas['StoredComponent'];

/** A placeholder as GET /creator/placeholders/ answers it: with its components and blueprint pattern. */
export type PlaceholderContent = Schemas['PlaceholderContent'];

export type Placeholder = Omit<PlaceholderContent, 'components' | 'pattern'>;

/** components-v2 answer: the scheme's components, with the blueprint pattern when there is one. */
export type SchemeComponents = Schemas['SchemeComponents'];
