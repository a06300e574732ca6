import { ApiError, isSilentError, queryKeys } from '@salon/api-client';
import { EXPLAINED_WRITE_CODE, writeFailureDisplay, type ExplainedWriteCode } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AppTextKey } from '../i18n/appTexts';
import { useApp } from './appContext';

/** The shop's own words for refusals it can explain. */
const EXPLAINED_TEXT: Readonly<Record<ExplainedWriteCode, AppTextKey>> = {
  [EXPLAINED_WRITE_CODE.ORDER_NOT_EDITABLE]: 'orderPlacedAlready',
  [EXPLAINED_WRITE_CODE.PRODUCT_NOT_PURCHASABLE]: 'notPurchasable',
  [EXPLAINED_WRITE_CODE.LOYALTY_NOT_AVAILABLE]: 'loyaltyNotAvailable',
  [EXPLAINED_WRITE_CODE.TOO_MANY_REQUESTS]: 'tooManyAttempts',
  [EXPLAINED_WRITE_CODE.ORDER_NOT_FOUND]: 'orderNotFound',
  [EXPLAINED_WRITE_CODE.PAYMENT_PROVIDER_FAILED]: 'paymentProviderFailed',
  [EXPLAINED_WRITE_CODE.PAYMENT_REPORT_INVALID]: 'paymentReportInvalid',
};

/** The shop's own words for a refusal it can explain (429, a placed order, known codes), or null. */
export function explainedFailureText(error: unknown, t: (key: AppTextKey) => string): string | null {
  const api = error instanceof ApiError ? error : null;
  const display = writeFailureDisplay({ status: api?.status ?? null, code: api?.code ?? null });
  if (display.kind === 'order-placed') return t('orderPlacedAlready');
  return display.kind === 'explained' ? t(EXPLAINED_TEXT[display.code]) : null;
}

/**
 * Shows a failed write of the shop (cart, favourites, checkout, account forms) the way the
 * error catalogue says (domain writeFailureDisplay): a popup in the shopper's language, the
 * error-message modal with "[field] - message" lines, or the something-went-wrong modal. A 409
 * on an order that was placed meanwhile (another tab paid it) explains itself and refreshes the
 * cart, so the next action starts from the real state.
 */
export function useWriteFailure(): (error: unknown) => void {
  const { t, addPopup, showErrorModal } = useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isSilentError(error)) return;
      const api = error instanceof ApiError ? error : null;
      const display = writeFailureDisplay({ status: api?.status ?? null, code: api?.code ?? null, fieldErrors: api?.fieldErrors ?? {} });
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
    },
    [t, addPopup, showErrorModal, queryClient],
  );
}

/**
 * The same refusal as one text for a form's own error line (checkout steps, account forms):
 * the shop's words for known codes, "[field] - message" lines, or something-went-wrong.
 */
export function writeFailureText(error: unknown, t: (key: AppTextKey) => string): string {
  const api = error instanceof ApiError ? error : null;
  const display = writeFailureDisplay({ status: api?.status ?? null, code: api?.code ?? null, fieldErrors: api?.fieldErrors ?? {} });
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
