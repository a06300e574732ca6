/** BroadcastChannel on which order changes are shared between tabs. */
export const ORDER_BROADCAST_CHANNEL = 'order-channel';

export const ERROR_CODE = {
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  ORDER_LINE_NOT_FOUND: 'ORDER_LINE_NOT_FOUND',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  /** A ticket for a cart or a product for an event order: the two kinds never share an order. */
  ORDER_LINE_KIND_MISMATCH: 'ORDER_LINE_KIND_MISMATCH',
  /** Nothing of a placed event order can be bought again (its events ended or sold out). */
  NOTHING_TO_REORDER: 'NOTHING_TO_REORDER',
  /** The user has a review of this product already (waiting for moderation or published). */
  REVIEW_ALREADY_WRITTEN: 'REVIEW_ALREADY_WRITTEN',
  /** Staff changed a price since it went into the order: the order now costs its new total (409, nothing paid). */
  PRICES_CHANGED: 'PRICES_CHANGED',
  /** More event seats in one order than MAX_TICKETS_PER_ORDER. */
  TOO_MANY_TICKETS: 'TOO_MANY_TICKETS',
} as const;

/** A reorder answered with this status and code asks the user to decide; it is not an error. */
export const REORDER_DECISION_HTTP_STATUS = 406;
export const REORDER_DECISION_CODE = '4006';

export const HTTP_STATUS = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  INTERNAL_SERVER_ERROR: 500,
} as const;
/** Statuses from here up to (not including) the server-error range are expected client errors. */
export const CLIENT_ERROR_STATUS_MIN = 400;
export const SERVER_ERROR_STATUS_MIN = 500;

/** Form-popup field errors are listed as "[field] - message". */
export const FIELD_ERROR_SEPARATOR = ' - ';
/** Key under which errors not tied to one field are reported (Django REST framework's name). */
export const NON_FIELD_ERRORS_KEY = 'non_field_errors';

/** Translation keys the error catalogue names. */
export const MESSAGE_KEY = {
  PRODUCT_NOT_FOUND: 'productNotFound',
  PAGE_NOT_FOUND: 'pageNotFound',
  SOMETHING_WENT_WRONG: 'somethingWentWrong',
  NEWSLETTER_SUBSCRIPTION_ERROR: 'newsletterSubscriptionError',
  OUT_OF_STOCK: 'outOfStock',
  NO_RESULTS: 'noResults',
  TRY_ANOTHER_KEYWORD: 'tryAnotherKeyword',
  SAVED: 'saved',
  DELETED: 'deleted',
} as const;
