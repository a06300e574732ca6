import { BREAKPOINT_MIN_WIDTH } from '../constants/breakpoints';
import { BREAKPOINT, type Breakpoint } from '../enums/breakpoint';

export const breakpointForWidth = (width: number): Breakpoint => {
  if (width < BREAKPOINT_MIN_WIDTH.MD) return BREAKPOINT.XS;
  if (width < BREAKPOINT_MIN_WIDTH.LG) return BREAKPOINT.MD;
  if (width < BREAKPOINT_MIN_WIDTH.XL) return BREAKPOINT.LG;
  return BREAKPOINT.XL;
};
