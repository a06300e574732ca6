import { FIRST_PAGE } from '../constants/pagination';

/**
 * A usable 1-based page: anything below the first page, above the last, or not a whole number
 * resets to the first page (the spec resets rather than clamping to the last page).
 */
export const normalisePage = (page: number | string | null | undefined, totalPages: number): number => {
  const value = typeof page === 'string' ? Number(page.trim() || Number.NaN) : Number(page ?? Number.NaN);
  if (!Number.isInteger(value) || value < FIRST_PAGE || value > totalPages) return FIRST_PAGE;
  return value;
};
