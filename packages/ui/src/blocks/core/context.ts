import type { CreatorRouteType, Instant, LocaleCode } from '@salon/domain';
import type { ReactNode } from 'react';

export const RENDER_MODE = { VIEW: 'view', EDIT: 'edit', PREVIEW: 'preview' } as const;
export type RenderMode = (typeof RENDER_MODE)[keyof typeof RENDER_MODE];

export const isEditingMode = (mode: RenderMode): boolean => mode === RENDER_MODE.EDIT || mode === RENDER_MODE.PREVIEW;

export interface BlockUser {
  loggedIn: boolean;
  isBusiness: boolean;
  /** A loyalty member. */
  isLoyal: boolean;
  /** Logged in and allowed to join the loyalty programme. */
  canJoinLoyalty: boolean;
  /** Total spend in EUR, for the loyalty progress banner. */
  loyaltySpendEur?: number | null;
}

export interface BlockProduct {
  id: string | number;
  name: string;
  brand?: string | null;
  /** null: the product has no price (not purchasable); the tile shows none rather than 0,00 €. */
  priceEur: number | null;
  imageSrc?: string | null;
  url: string;
  /** What the store's product card shows besides (the same card as the listings). */
  oldPriceEur?: number | null;
  discountRate?: number | string | null;
  restrictions?: readonly { reason: string }[] | null;
  isDisabled?: boolean;
  availableStock?: number | null;
  saleDelay?: number | null;
}

/**
 * What a product tile's buttons do in the store: the cart, the favourites and the login prompt,
 * the same calls as the listings' cards. Without it (editor, previews, stories) the tiles show
 * the buttons and do nothing.
 */
export interface BlockProductActions {
  loggedIn: boolean;
  isInCart: (productId: string | number) => boolean;
  isFavourite: (productId: string | number) => boolean;
  addToCart: (productId: string | number, quantity: number) => void | Promise<unknown>;
  /** After an add settled: the store opens the cart. */
  onAdded?: () => void;
  addFavourite: (productId: string | number) => void | Promise<unknown>;
  removeFavourite: (productId: string | number) => void | Promise<unknown>;
  loginRequired: () => void;
}

export type LoadStatus = 'loading' | 'error' | 'success';

export interface ProductListState {
  status: LoadStatus;
  products: BlockProduct[];
}

export interface BlockPost {
  path: string;
  meta_title: string;
  meta_image_src?: string | null;
  created_at?: string | null;
}

export interface JobAdvertisement {
  title: string;
  location: string;
  /** The advertisement's own page (a job portal); without one the title is plain text. */
  url?: string | null;
  description?: string;
}

export interface CvFormValues {
  fullName: string;
  email: string;
  phone: string;
  position: string;
  message: string;
}

/** A product list a block asks the app for (the app fetches; blocks never do). */
export interface ProductListRequest {
  queryType: string;
  favouriteBrandId: number | null;
}

/**
 * Everything blocks need from the app, passed down by the registry. No fetching happens in
 * blocks: data arrives here and requests go out through the callbacks.
 */
export interface BlockRenderContext {
  mode: RenderMode;
  /** Content locale: picks the value of translatable (i18n_) fields. */
  locale: LocaleCode;
  /** Type of the route being rendered (accordion terms apply on events). */
  routeType?: CreatorRouteType;
  user: BlockUser;
  /** "Now" for schedules (slides); a fixed value keeps server and browser renders equal. */
  now: Instant;
  /** Product lists by productListKey(). Missing key = not requested yet (renders loading). */
  productLists: Record<string, ProductListState>;
  posts: BlockPost[];
  jobAdvertisements?: { status: LoadStatus; items: JobAdvertisement[] };
  /** Products by id for product preview cards: missing while loading, null when the product cannot be shown (gone). */
  productsById?: Record<string, BlockProduct | null>;
  /** Created date of the page (content head). */
  pageCreatedAt?: string | null;
  /**
   * The page around the blocks has its own h1 (a placeholder on a product list): head blocks then
   * title their part with an h2, so the page keeps one h1. Unset, a head block is the page's title.
   */
  pageHasTitle?: boolean;
  seenBanners?: { isSeen: (uuid: string) => boolean; markSeen: (uuid: string) => void };
  productActions?: BlockProductActions;
  onProductListNearViewport?: (key: string, request: ProductListRequest) => void;
  onRetryProductList?: (key: string, request: ProductListRequest) => void;
  onRetryJobAdvertisements?: () => void;
  onLogin?: () => void;
  onRegister?: () => void;
  onJoinLoyalty?: () => void;
  /**
   * Rejects when the address is refused; the block shows its failure text and the rejection's
   * message (the app's explanation, in the shopper's language) when it has one.
   */
  onNewsletterSubscribe?: (email: string) => Promise<void>;
  /** As onNewsletterSubscribe: resolves only once the application is stored. */
  onCvSubmit?: (values: CvFormValues, cv: File | null) => Promise<void>;
}

/** A rendered child of a slot, with its stored name and raw props for parents that filter. */
export interface SlotChild {
  uuid: string;
  name: string;
  props: Record<string, unknown>;
  element: ReactNode;
}

export interface BlockRenderProps<Props> {
  props: Props;
  /** The stored component's uuid. */
  uuid: string;
  context: BlockRenderContext;
  /** Children per slot name, in order. */
  slots: Record<string, SlotChild[]>;
}

export const LOGGED_OUT_USER: BlockUser = { loggedIn: false, isBusiness: false, isLoyal: false, canJoinLoyalty: false };

export const createBlockContext = (overrides: Partial<BlockRenderContext> = {}): BlockRenderContext => ({
  mode: RENDER_MODE.VIEW,
  locale: 'en_US',
  user: LOGGED_OUT_USER,
  now: Date.now(),
  productLists: {},
  posts: [],
  ...overrides,
});
