import { TEXT_SIZE_LIMIT } from '../constants/blocks';

/**
 * Registration and feedback form rules (the spec does not show them; see
 * docs/decisions/0011-account-flows-and-mail.md). One source for the API and the storefront. Names,
 * phone numbers and addresses: contactFields.ts.
 */
/** Registry codes and VAT numbers of the Baltic and Nordic registers: letters, digits, spaces and hyphens. */
const COMPANY_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,30}[A-Za-z0-9]$/;

export const isValidCompanyCode = (value: string): boolean => COMPANY_CODE_PATTERN.test(value.trim());

export const FEEDBACK_TOPIC = {
  GENERAL: 'general',
  ORDER: 'order',
  PRODUCT: 'product',
  WEBSITE: 'website',
} as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPIC)[keyof typeof FEEDBACK_TOPIC];
export const FEEDBACK_TOPICS: readonly FeedbackTopic[] = Object.values(FEEDBACK_TOPIC);
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const FEEDBACK_MESSAGE_MAX_LENGTH = TEXT_SIZE_LIMIT.LARGE;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
