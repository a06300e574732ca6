/**
 * Every widget storefront.md section 2 names (navbars, search, pickers, footer, layout extras,
 * small widgets, product and form widgets, popups). The value is the UI component that builds
 * it, named after its folder under packages/ui/src/widgets; the UI package's tests fail when one
 * of these has no story.
 */
export const SPEC_WIDGET = {
  DESKTOP_NAVBAR: 'DesktopNavbar',
  MOBILE_TOP_BAR: 'MobileTopBar',
  QUICK_SEARCH_PANEL: 'QuickSearchPanel',
  ADVANCED_SEARCH_BAR: 'AdvancedSearchBar',
  CATEGORY_PICKER: 'CategoryPicker',
  /** The brand modal: search box, letter index, brands grouped by letter. */
  BRAND_DIRECTORY: 'BrandDirectory',
  CATEGORY_BUTTONS: 'CategoryButtons',
  FOOTER: 'Footer',
  SCROLL_TO_TOP: 'ScrollToTopButton',
  NEWSLETTER_BLOCK: 'NewsletterBlock',
  STICKY_AREA: 'StickyArea',
  LOADING_BAR: 'LoadingBar',
  SMALL_PRODUCT_PREVIEW: 'SmallProductPreview',
  PRODUCT_CARD: 'ProductCard',
  ADD_TO_CART: 'AddToCartButton',
  FAVOURITE_TOGGLE: 'FavouriteToggle',
  PRICE: 'Price',
  OUT_OF_STOCK_LABEL: 'OutOfStockLabel',
  DELIVERY_DELAY_LABEL: 'DeliveryDelayLabel',
  PROMO_LABEL: 'PromoLabel',
  BREADCRUMB: 'Breadcrumb',
  PAGINATION: 'Pagination',
  EXPAND_TOGGLE: 'ExpandToggle',
  MESSAGE: 'Message',
  TEXT_INPUT: 'TextInput',
  TEXTAREA: 'TextArea',
  CHECKBOX: 'Checkbox',
  RADIO: 'RadioGroup',
  DATE_INPUT: 'DateInput',
  DATETIME_LOCAL_INPUT: 'DateTimeLocalInput',
  SEARCHABLE_ASYNC_SELECT: 'SearchableAsyncSelect',
  THIN_BANNER: 'ThinBanner',
  CAROUSEL: 'Carousel',
  LOYALTY_PROGRESS_BAR: 'LoyaltyProgressBar',
  ADMIN_BAR: 'AdminBar',
  COOKIE_PROMPT: 'CookiePrompt',
  ERROR_PAGE: 'ErrorPage',
  /** Popups: short toasts, stacked. */
  POPUPS: 'PopupStack',
} as const;
export type SpecWidget = (typeof SPEC_WIDGET)[keyof typeof SPEC_WIDGET];

export const SPEC_WIDGETS: readonly SpecWidget[] = Object.values(SPEC_WIDGET);
