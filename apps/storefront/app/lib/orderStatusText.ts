import { ORDER_STATUS, type OrderStatus } from '@salon/domain';
import type { AppTextKey } from '../i18n/appTexts';

/** How a customer reads an order's status (the staff's codes are SUBMITTED, IN_PROGRESS…). */
const ORDER_STATUS_TEXT: Record<OrderStatus, AppTextKey> = {
  [ORDER_STATUS.DRAFT]: 'orderStatusDraft',
  [ORDER_STATUS.EVENT_DRAFT]: 'orderStatusDraft',
  [ORDER_STATUS.PENDING]: 'orderStatusPending',
  [ORDER_STATUS.SUBMITTED]: 'orderStatusReceived',
  [ORDER_STATUS.IN_PROGRESS]: 'orderStatusInProgress',
  [ORDER_STATUS.FULFILLED]: 'orderStatusFulfilled',
  [ORDER_STATUS.CANCELED]: 'orderStatusCanceled',
};

export const orderStatusText = (status: number): AppTextKey => ORDER_STATUS_TEXT[status as OrderStatus] ?? 'orderStatusReceived';
