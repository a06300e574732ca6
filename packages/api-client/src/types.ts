/**
 * Wire shapes of /api/v1 as apps/api answers them (read from apps/api/src/routes and
 * services). Only fields the storefront uses are required; the API may send more.
 */

import type { ProductCard, ProductCardBrand, ProductCardRestriction } from '@salon/domain';

type Translations = Record<string, { value: string; ext_id?: string | number | null }>;

export type BrandRef = ProductCardBrand;

export interface Category {
  id: number;
  parent: number | null;
  order: number;
  i18n_name: Translations;
  i18n_slug: Translations;
}

type ProductRestriction = ProductCardRestriction;

/** A product as search, lists and cart lines show it. price null: not purchasable. */
export type { ProductCard };

export interface ProductSearchResponse {
  results: { products: ProductCard[]; brands: BrandRef[]; categories: Category[] };
  count: number;
  page: number;
  page_size: number;
}

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

/** One approved review as the storefront shows it; author is the first name and initial, or null. */
interface ProductReview {
  id: number;
  rating: number;
  comment: string;
  author: string | null;
  created_at: string;
}

export interface ProductReviewsParams {
  page?: number;
  page_size?: number;
}

export interface ProductReviewsResponse {
  count: number;
  results: ProductReview[];
}

export interface ProductListResponse {
  results: ProductCard[];
}

export interface ProductListParams {
  limit?: number;
  is_business?: boolean;
}

export interface Favourite {
  id: number;
  product: ProductCard | null;
}

export interface PopularBrandItem {
  brand: BrandRef;
}
export interface PopularCategoryItem {
  category: Category;
}
export interface PopularSearchItem {
  id: number;
  type: string;
  name: string;
  slug: string;
  i18n_slug: Translations | null;
}

export interface LanguageOption {
  code: string;
  iso: string;
  short_code: string;
  long_name: string;
  string: string;
}

interface LoyaltyTierRef {
  level: number;
  min_amount: number;
  discount_percent: number;
}

interface CustomerLoyalty {
  non_reserved_points_balance: number;
  current_tier: LoyaltyTierRef;
  next_tier: LoyaltyTierRef | null;
  total_spent_amount: string;
}

export interface Customer {
  uuid: string;
  id: string;
  name: string;
  middle_name: string | null;
  created_at: string;
  is_individual: boolean;
  reg_code?: string | null;
  vat?: string | null;
  email: string | null;
  phone: string | null;
  delivery_country_id: number | null;
  locale: string | null;
  loyalty: { is_loyal: boolean; can_join_loyalty: boolean; has_been_loyal: boolean; show_welcome_popup: boolean };
  customer_loyalty: CustomerLoyalty | null;
}

/** GET /rest-auth/customers/: each customer with the user's role and whether it is active. */
export interface UserCustomer extends Customer {
  role: string;
  is_active: boolean;
}

export interface CustomerUpdate {
  name?: string;
  middle_name?: string | null;
  reg_code?: string | null;
  vat?: string | null;
  email?: string | null;
  phone?: string | null;
  delivery_country_id?: number | null;
  locale?: string | null;
}

export interface AuthUser {
  pk: number;
  email: string;
  first_name: string;
  last_name: string;
  is_email_subscription: boolean;
  permission_groups: { name: string }[];
  active_role_permissions: string[];
  active_company: { customer: Customer; role: string } | null;
  /** Providers of the social logins linked to this user, one per linked account (optional: older APIs leave it out). */
  social_logins?: ('google' | 'facebook')[];
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** Private (is_individual) or business registration; company_name and reg_code are required for a business. */
export interface Registration {
  is_individual: boolean;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone?: string | null;
  company_name?: string | null;
  reg_code?: string | null;
  vat?: string | null;
  accept_terms: true;
  is_email_subscription: boolean;
  delivery_country_id?: number | null;
}

export interface AccountFlowResult {
  email: string;
  detail: string;
}

export interface ConfirmAccountResult extends AccountFlowResult {
  is_individual: boolean;
}

export interface PasswordResetConfirm {
  key: string;
  new_password: string;
}

/** A ticket as the public event endpoints list it: the spec's fields plus its name and free seats. */
interface EventTicketOffer extends EventTicketRef {
  name: string;
  tickets_left: number;
}

export interface PublicEvent {
  id: number;
  slug: string;
  name: string;
  description: string;
  i18n_name: Translations;
  location: string;
  starts_at: string;
  ends_at: string;
  /** 0 upcoming, 1 in progress, 2 done. */
  progress: number;
  tickets: EventTicketOffer[];
}

export interface FeedbackInput {
  topic: string;
  rating?: number | null;
  message: string;
}

export interface Feedback {
  id: number;
  topic: string;
  rating: number | null;
  message: string;
  created_at: string;
}

export interface Address {
  id: number;
  type: 'INVOICE' | 'DELIVERY';
  name: string;
  street: string;
  city: string;
  postal_code: string;
  country_id: number;
  phone: string | null;
}
export type AddressInput = Omit<Address, 'id' | 'phone' | 'name'> & { name?: string; phone?: string | null };

interface EventTicketRef {
  id: number;
  event: number;
  i18n_name: Translations;
  price: string;
}

export interface OrderLine {
  id: number;
  kind: 'PRODUCT' | 'EVENT';
  product: ProductCard | null;
  event_ticket: EventTicketRef | null;
  price: string;
  quantity: number;
  total: string;
  restrictions: ProductRestriction[];
}

export interface Order {
  uuid: string;
  id: string;
  number: number;
  status: number;
  customer: { uuid: string; name: string | null; is_individual: boolean | null } | null;
  order_lines: OrderLine[];
  use_loyalty_points: boolean;
  used_loyalty_points: number;
  delivery_method_id: number | null;
  delivery_country_id: number | null;
  /** The copy of the chosen parcel machine kept on the order, or null. */
  parcel_machine: ParcelMachineSnapshot | null;
  lines_total: string;
  loyalty_discount: string;
  transport_cost: string;
  total_with_coupon_discount: string;
  vat: string;
  totalWithDiscount: string;
  transport: string;
  revision: number;
  created_at: string;
  submitted_at: string | null;
}

export interface OrderSummary {
  uuid: string;
  id: string;
  number: number;
  status: number;
  total_with_coupon_discount: string;
  created_at: string;
  submitted_at: string | null;
}

export interface Paged<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export interface AddLineInput {
  product?: number;
  event_ticket?: number;
  quantity?: number;
}

export interface DeliveryMethod {
  id: number;
  code: string;
  kind: string;
  name: string;
  i18n_name: Translations;
  country_id: number;
  price: string;
  free_from: string | null;
}

interface DeliveryAddress {
  name: string;
  street: string;
  city: string;
  postal_code: string;
}

/** A carrier's parcel machine; `id` ("omniva:96331") is what DeliveryInput.parcel_machine_id takes. */
export interface ParcelMachine {
  id: string;
  provider: string;
  provider_id: string;
  name: string;
  address: string;
  city: string;
  county: string;
  country_id: number;
}

/** What an order keeps of its machine (later renames by the carrier do not change it). */
export type ParcelMachineSnapshot = Omit<ParcelMachine, 'county'>;

export interface ParcelMachineSearch {
  countryId: number;
  search?: string;
}

export interface DeliveryInput {
  delivery_method_id: number;
  address?: DeliveryAddress;
  parcel_machine_id?: string;
  comment?: string;
}

/** The delivery step as the order keeps it. */
type StoredDelivery = Omit<DeliveryInput, 'delivery_method_id'> & { parcel_machine?: ParcelMachineSnapshot };

export interface OrderDelivery {
  delivery_method: DeliveryMethod | null;
  delivery: StoredDelivery | null;
  transport_cost: string;
}

export interface DeliveryUpdateResult {
  delivery_method_id: number | null;
  delivery: StoredDelivery | null;
  transport_cost: string;
  total_with_coupon_discount: string;
}

export interface InformationInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name?: string;
  comment?: string;
}

export interface PaymentInput {
  method: string;
  provider?: string;
  test_result?: PaymentStatus;
}

type PaymentStatus = 'success' | 'pending' | 'failed' | 'cancelled';

export interface Payment {
  uuid: string;
  order: string;
  provider: string;
  method: string;
  status: PaymentStatus;
  amount: string;
  order_status: number;
  created_at: string;
  /** Redirect providers (montonio): the provider's page the shopper pays on. */
  redirect_url?: string;
}

/** A provider and method the API offers (GET /payments/options/), real providers first. */
export interface PaymentOption {
  provider: string;
  method: string;
}

export interface JobAdvertisement {
  id: number;
  title: string;
  description: string;
  location: string;
  employment_type: string;
  published_from: string;
  published_until: string | null;
}

/** The CV form's fields as the API names them (multipart text fields). */
export interface JobApplicationInput {
  full_name: string;
  email: string;
  phone: string;
  position: string;
  message: string;
}

export interface JobApplicationResult {
  id: number;
  received: true;
}

export interface NewsletterResult {
  email: string;
  subscribed: boolean;
}

export type CreatorRouteType = 'CAMPAIGN' | 'SHADOW' | 'EVENT' | 'ROUTE' | 'POST';

export interface Scheme {
  uuid: string;
  route_uuid: string;
  language: string;
  path: string;
  type: CreatorRouteType;
  is_business: boolean;
  meta_image_src?: string | null;
  meta_title?: string | null;
  created_at: string;
  /** The scheme's route (its props carry the list order); present in type listings. */
  route?: { uuid: string; type: CreatorRouteType; props: Record<string, unknown> } | undefined;
  /** Asked with `with_components`: the page-language scheme's components-v2 answer. */
  components_v2?: SchemeComponents;
}

export interface StoredComponent {
  uuid: string;
  name: string;
  parent_uuid: string | null;
  route_uuid: string;
  scheme_uuid: string;
  placeholder_uuid: string | null;
  template_uuid?: string | null;
  slot: string;
  props: Record<string, unknown>;
  index: number;
}

export interface Placeholder {
  uuid: string;
  route_uuid: string;
  scheme_uuid: string | null;
  type: string;
  name: string;
  props: Record<string, unknown>;
}

/** A placeholder as GET /creator/placeholders/ answers it: with its components and blueprint pattern. */
export interface PlaceholderContent extends Placeholder {
  components: StoredComponent[];
  pattern?: string[] | null;
}

/** components-v2 answer: the scheme's components, with the blueprint pattern when there is one. */
export interface SchemeComponents {
  components: StoredComponent[];
  pattern?: string[] | null;
  placeholders?: Placeholder[];
}
