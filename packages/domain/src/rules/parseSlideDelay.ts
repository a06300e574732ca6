import { SLIDE_DELAY_DEFAULT_MS, SLIDE_DELAY_FALLBACK_MS } from '../constants/carousel';

/**
 * Carousel auto-advance delay in ms. Unset means the default; something set but not a positive
 * number means the shorter fallback (a zero or negative delay would spin the carousel).
 */
export const parseSlideDelay = (value: unknown): number => {
  if (value === undefined || value === null) return SLIDE_DELAY_DEFAULT_MS;
  if (typeof value === 'string' && value.trim() === '') return SLIDE_DELAY_DEFAULT_MS;
  const delay = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(delay) && delay > 0 ? delay : SLIDE_DELAY_FALLBACK_MS;
};
