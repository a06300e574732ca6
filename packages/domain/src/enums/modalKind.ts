/**
 * The named modal kinds of the storefront and admin (storefront.md section 2, "Modals").
 * The UI package has one modal component per kind, named after it (cart -> CartModal).
 */
const MODAL_KIND = {
  SOMETHING_WENT_WRONG: 'somethingWentWrong',
  ERROR_MESSAGE: 'errorMessage',
  CART: 'cart',
  MOBILE_ORDER_SUMMARY: 'mobileOrderSummary',
  MOBILE_NAVIGATION: 'mobileNavigation',
  ENTITY_NAVIGATION: 'entityNavigation',
  ADD_BUSINESS_ACCOUNT: 'addBusinessAccount',
  NEW_ADDRESS_FORM: 'newAddressForm',
  RESTRICTION: 'restriction',
  DELIVERY_COUNTRY_AND_LANGUAGE: 'deliveryCountryAndLanguage',
  FILE_VIEWER: 'fileViewer',
  ADD_FILES: 'addFiles',
  SELECT_FROM_FILES: 'selectFromFiles',
  EDIT_PRODUCT: 'editProduct',
  EDIT_CATEGORY: 'editCategory',
  EDIT_BRAND: 'editBrand',
  VIEW_EVENT_ATTENDEES: 'viewEventAttendees',
  CLONE_SCHEME: 'cloneScheme',
  AUTH: 'auth',
  LOYALTY: 'loyalty',
  COOKIE_POLICY: 'cookiePolicy',
  PLACEHOLDER_NAVIGATION_EXPANDED: 'placeholderNavigationExpanded',
} as const;
export type ModalKind = (typeof MODAL_KIND)[keyof typeof MODAL_KIND];

export const MODAL_KINDS: readonly ModalKind[] = Object.values(MODAL_KIND);

/** Views of the auth modal. */
export const AUTH_VIEW = {
  LOGIN: 'login',
  REGISTER: 'register',
  FORGOT_PASSWORD: 'forgotPassword',
  FORGOT_PASSWORD_SENT: 'forgotPasswordSent',
  CONFIRM_PASSWORD: 'confirmPassword',
  EMAIL_SENT: 'emailSent',
  SUCCESS_PRIVATE: 'successPrivate',
} as const;
export type AuthView = (typeof AUTH_VIEW)[keyof typeof AUTH_VIEW];

/** Views of the loyalty modal. */
export const LOYALTY_MODAL_VIEW = {
  CALL_TO_JOIN: 'callToJoin',
  WELCOME: 'welcome',
  LEAVING: 'leaving',
} as const;
export type LoyaltyModalView = (typeof LOYALTY_MODAL_VIEW)[keyof typeof LOYALTY_MODAL_VIEW];

/** Tabs of the mobile navigation modal. */
export const MOBILE_NAVIGATION_TAB = {
  PRODUCTS: 'products',
  SEARCH: 'search',
  BRANDS: 'brands',
  MENU: 'menu',
  PLACEHOLDER: 'placeholder',
} as const;
export type MobileNavigationTab = (typeof MOBILE_NAVIGATION_TAB)[keyof typeof MOBILE_NAVIGATION_TAB];
export const MOBILE_NAVIGATION_TABS: readonly MobileNavigationTab[] = Object.values(MOBILE_NAVIGATION_TAB);

/** Tabs of the edit-product modal. */
export const EDIT_PRODUCT_TAB = {
  GENERAL: 'general',
  IMAGES: 'images',
  DOCUMENTS: 'documents',
  DESCRIPTION: 'description',
} as const;
export type EditProductTab = (typeof EDIT_PRODUCT_TAB)[keyof typeof EDIT_PRODUCT_TAB];
export const EDIT_PRODUCT_TABS: readonly EditProductTab[] = Object.values(EDIT_PRODUCT_TAB);
