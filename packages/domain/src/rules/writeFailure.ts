import { CLIENT_ERROR_STATUS_MIN, ERROR_CODE, HTTP_STATUS, SERVER_ERROR_STATUS_MIN } from '../constants/messaging';

/** A failed write as the shop sees it: the answer's status, code and field errors (null status: no answer at all). */
export interface WriteFailure {
  status: number | null;
  code?: string | null;
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
}

/** Codes a write can be refused with that the shop explains in the shopper's language. */
export const EXPLAINED_WRITE_CODE = {
  ORDER_NOT_EDITABLE: 'ORDER_NOT_EDITABLE',
  PRODUCT_NOT_PURCHASABLE: 'PRODUCT_NOT_PURCHASABLE',
  LOYALTY_NOT_AVAILABLE: 'LOYALTY_NOT_AVAILABLE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  ORDER_NOT_FOUND: ERROR_CODE.ORDER_NOT_FOUND,
  /** The payment provider could not be reached (502): nothing was charged. */
  PAYMENT_PROVIDER_FAILED: 'PAYMENT_PROVIDER_FAILED',
  /** The provider's token brought back was refused (forged, altered or for another payment). */
  PAYMENT_REPORT_INVALID: 'PAYMENT_REPORT_INVALID',
  /** None of a placed event order's tickets can be bought again (events ended, sold out). */
  NOTHING_TO_REORDER: ERROR_CODE.NOTHING_TO_REORDER,
  /** Staff changed a price since the order was put together: it now costs its new total, nothing was charged. */
  PRICES_CHANGED: ERROR_CODE.PRICES_CHANGED,
} as const;
export type ExplainedWriteCode = (typeof EXPLAINED_WRITE_CODE)[keyof typeof EXPLAINED_WRITE_CODE];

const HTTP_CONFLICT = 409;
const HTTP_TOO_MANY_REQUESTS = 429;

/**
 * How a failed write is shown (spec section 8):
 * - `none`: a 401 (the login reset reloads the page) or a cancelled call;
 * - `order-placed`: a 409 on an order that is no longer a cart: explained, and the cart refreshed;
 * - `explained`: a refusal the shop words itself (the code's own text);
 * - `field-errors`: the error-message modal listing "[field] - message";
 * - `message`: a popup with the refusal's message;
 * - `something-went-wrong`: no answer, a server error or anything unexpected: the modal.
 */
export type WriteFailureDisplay =
  | { kind: 'none' }
  | { kind: 'order-placed' }
  | { kind: 'explained'; code: ExplainedWriteCode }
  | { kind: 'field-errors' }
  | { kind: 'message' }
  | { kind: 'something-went-wrong' };

export function writeFailureDisplay(failure: WriteFailure): WriteFailureDisplay {
  const { status, code } = failure;
  // A provider's outage answers 502 with a code the shop can explain better than "something went wrong".
  if (status !== null && status >= SERVER_ERROR_STATUS_MIN && code === EXPLAINED_WRITE_CODE.PAYMENT_PROVIDER_FAILED) return { kind: 'explained', code };
  if (status === null || status < CLIENT_ERROR_STATUS_MIN || status >= SERVER_ERROR_STATUS_MIN) return { kind: 'something-went-wrong' };
  if (status === HTTP_STATUS.UNAUTHORIZED) return { kind: 'none' };
  if (status === HTTP_CONFLICT && code === EXPLAINED_WRITE_CODE.ORDER_NOT_EDITABLE) return { kind: 'order-placed' };
  if (status === HTTP_TOO_MANY_REQUESTS) return { kind: 'explained', code: EXPLAINED_WRITE_CODE.TOO_MANY_REQUESTS };
  const explained = Object.values(EXPLAINED_WRITE_CODE).find((known) => known === code);
  if (explained) return { kind: 'explained', code: explained };
  if (Object.values(failure.fieldErrors ?? {}).some((messages) => messages.length > 0)) return { kind: 'field-errors' };
  return { kind: 'message' };
}
