import { DESCRIPTION_CLAMP_LINES } from '../constants/layout';
import { BREAKPOINT, type Breakpoint } from '../enums/breakpoint';

export const descriptionClampLines = (breakpoint: Breakpoint, isCategory = false): number => {
  if (isCategory) return DESCRIPTION_CLAMP_LINES.CATEGORY;
  if (breakpoint === BREAKPOINT.XS) return DESCRIPTION_CLAMP_LINES.XS;
  if (breakpoint === BREAKPOINT.XL) return DESCRIPTION_CLAMP_LINES.XL;
  return DESCRIPTION_CLAMP_LINES.DEFAULT;
};
