import { FIRST_COLUMN_WIDTH_MAX_PERCENT, FIRST_COLUMN_WIDTH_MIN_PERCENT } from '../constants/blocks';

const DIGITS_ONLY = /^\d+$/;

/**
 * The first column's width in percent, or null for the flex layout. Only digits count (the
 * spec's rule); 0 is no usable width, so it also means flex; above 100 is capped at 100.
 */
export const firstColumnWidth = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !DIGITS_ONLY.test(text)) return null;
  const percent = Number(text);
  if (percent < FIRST_COLUMN_WIDTH_MIN_PERCENT) return null;
  return Math.min(percent, FIRST_COLUMN_WIDTH_MAX_PERCENT);
};
