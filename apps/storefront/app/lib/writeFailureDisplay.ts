import { ApiError, queryKeys } from '@salon/api-client';
import { CV_MAX_BYTES, EXPLAINED_WRITE_CODE, writeFailureDisplay, type ExplainedWriteCode } from '@salon/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { AppTextKey } from '../i18n/appTexts';
import type { AppContextValue } from './appContext';

/**
 * How the shop words and shows a refused write (spec section 8). Only a failed write needs it, so
 * shop pages fetch it after their first paint (lib/writeFailure.ts), not with it (decision 0071).
 */

type Translate = AppContextValue['t'];

/** The shop's own words for refusals it can explain. */
const EXPLAINED_TEXT: Readonly<Record<ExplainedWriteCode, AppTextKey>> = {
  [EXPLAINED_WRITE_CODE.ORDER_NOT_EDITABLE]: 'orderPlacedAlready',
  [EXPLAINED_WRITE_CODE.PRODUCT_NOT_PURCHASABLE]: 'notPurchasable',
  [EXPLAINED_WRITE_CODE.LOYALTY_NOT_AVAILABLE]: 'loyaltyNotAvailable',
  [EXPLAINED_WRITE_CODE.TOO_MANY_REQUESTS]: 'tooManyAttempts',
  [EXPLAINED_WRITE_CODE.ORDER_NOT_FOUND]: 'orderNotFound',
  [EXPLAINED_WRITE_CODE.PAYMENT_PROVIDER_FAILED]: 'paymentProviderFailed',
  [EXPLAINED_WRITE_CODE.PAYMENT_REPORT_INVALID]: 'paymentReportInvalid',
  [EXPLAINED_WRITE_CODE.NOTHING_TO_REORDER]: 'nothingToReorder',
  [EXPLAINED_WRITE_CODE.PRICES_CHANGED]: 'pricesChanged',
};

/** The API's refusal (null for no answer at all) and how the error catalogue says to show it. */
function failureOf(error: unknown) {
  const api = error instanceof ApiError ? error : null;
  return { api, display: writeFailureDisplay({ status: api?.status ?? null, code: api?.code ?? null, fieldErrors: api?.fieldErrors ?? {} }) };
}

/** The shop's own words for a refusal it can explain (429, a placed order, known codes), or null. */
function explainedFailureText(error: unknown, t: Translate): string | null {
  const { display } = failureOf(error);
  if (display.kind === 'order-placed') return t('orderPlacedAlready');
  return display.kind === 'explained' ? t(EXPLAINED_TEXT[display.code]) : null;
}

/** What showing a failure needs from the app. */
export interface WriteFailureShown {
  t: Translate;
  addPopup: AppContextValue['addPopup'];
  showErrorModal: AppContextValue['showErrorModal'];
  queryClient: QueryClient;
}

/**
 * Shows a failed write of the shop (cart, favourites, checkout, account forms) the way the
 * error catalogue says (domain writeFailureDisplay): a popup in the shopper's language, the
 * error-message modal with "[field] - message" lines, or the something-went-wrong modal. A 409
 * on an order that was placed meanwhile (another tab paid it) explains itself and refreshes the
 * cart, so the next action starts from the real state.
 */
export function showWriteFailure(error: unknown, { t, addPopup, showErrorModal, queryClient }: WriteFailureShown): void {
  const { api, display } = failureOf(error);
  switch (display.kind) {
    case 'none':
      return;
    case 'order-placed':
      addPopup(t('orderPlacedAlready'), 'error');
      // The order list and every order (the keys start with the list's).
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
      return;
    case 'explained':
      addPopup(t(EXPLAINED_TEXT[display.code]), 'error');
      // The order now holds the new prices: the summary shows its new total at once.
      if (display.code === EXPLAINED_WRITE_CODE.PRICES_CHANGED) void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
      return;
    case 'field-errors':
      showErrorModal({
        message: t('writeFailed'),
        fieldErrors: Object.entries(api?.fieldErrors ?? {}).flatMap(([field, messages]) => messages.map((message) => ({ field, message }))),
      });
      return;
    case 'message':
      addPopup(api?.message ? `${t('writeFailed')} ${api.message}` : t('writeFailed'), 'error');
      return;
    case 'something-went-wrong':
      showErrorModal(null);
  }
}

/**
 * The same refusal as one text for a form's own error line (checkout steps, account forms):
 * the shop's words for known codes, "[field] - message" lines, or something-went-wrong.
 */
export function writeFailureText(error: unknown, t: Translate): string {
  const { api, display } = failureOf(error);
  switch (display.kind) {
    case 'order-placed':
      return t('orderPlacedAlready');
    case 'explained':
      return t(EXPLAINED_TEXT[display.code]);
    case 'field-errors':
      return [t('writeFailed'), ...(api?.fieldErrorLines() ?? [])].join('\n');
    case 'message':
      return api?.message ? `${t('writeFailed')} ${api.message}` : t('writeFailed');
    default:
      return t('somethingWentWrong');
  }
}

const CV_ERROR_CODE = { TOO_LARGE: 'CV_TOO_LARGE', UNSUPPORTED_TYPE: 'CV_UNSUPPORTED_TYPE' } as const;

/**
 * A refused block write (newsletter signup, the careers CV form) as the shopper reads it: known
 * refusals in their language, otherwise the API's field errors as "[field] - message" lines
 * (spec section 8), otherwise nothing (the block shows its own failure text). The block shows the
 * rejection's message under its failure text.
 */
export function explainBlockWriteFailure(error: unknown, t: Translate): Error {
  if (!(error instanceof ApiError)) return new Error('');
  if (error.code === CV_ERROR_CODE.TOO_LARGE) return new Error(t('cvTooLarge', { megabytes: CV_MAX_BYTES / (1024 * 1024) }));
  if (error.code === CV_ERROR_CODE.UNSUPPORTED_TYPE) return new Error(t('cvWrongType'));
  return new Error(explainedFailureText(error, t) ?? error.fieldErrorLines().join('\n'));
}
