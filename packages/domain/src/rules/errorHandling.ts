import {
  CLIENT_ERROR_STATUS_MIN,
  ERROR_CODE,
  HTTP_STATUS,
  REORDER_DECISION_CODE,
  REORDER_DECISION_HTTP_STATUS,
  SERVER_ERROR_STATUS_MIN,
} from '../constants/messaging';
import { ERROR_PAGE_KIND, type ErrorPageKind } from '../enums/errorPageKind';

/** Which error page to render for a failed page load. */
export const errorPageKind = (message: string | null | undefined, status: number | null | undefined): ErrorPageKind => {
  if (message === ERROR_CODE.PRODUCT_NOT_FOUND) return ERROR_PAGE_KIND.PRODUCT_NOT_FOUND;
  if (status === HTTP_STATUS.NOT_FOUND) return ERROR_PAGE_KIND.PAGE_NOT_FOUND;
  return ERROR_PAGE_KIND.SOMETHING_WENT_WRONG;
};

/** Expected client errors (4xx) are not reported; everything else goes to error reporting. */
export const shouldReportError = (status: number): boolean =>
  status < CLIENT_ERROR_STATUS_MIN || status >= SERVER_ERROR_STATUS_MIN;

/** A reorder answered 406 with code 4006 asks the user to choose; it is a prompt, not an error. */
export const isReorderDecisionRequired = (status: number, code: string | number | null | undefined): boolean =>
  status === REORDER_DECISION_HTTP_STATUS && String(code) === REORDER_DECISION_CODE;
