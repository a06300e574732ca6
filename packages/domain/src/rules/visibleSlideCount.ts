import { CAROUSEL_MAX_VISIBLE_SLIDES, CAROUSEL_MIN_VISIBLE_SLIDES } from '../constants/carousel';
import { VIEWPORT_MARK } from '../constants/breakpoints';

/** Slides side by side: the requested 1 or 2, but always 1 below the smallest viewport mark. */
export const visibleSlideCount = (requested: unknown, viewportWidth: number): number => {
  if (viewportWidth < VIEWPORT_MARK.SMALLEST) return CAROUSEL_MIN_VISIBLE_SLIDES;
  return Number(requested) === CAROUSEL_MAX_VISIBLE_SLIDES
    ? CAROUSEL_MAX_VISIBLE_SLIDES
    : CAROUSEL_MIN_VISIBLE_SLIDES;
};
