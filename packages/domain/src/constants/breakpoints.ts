/** Widths (px) at which each breakpoint starts; below MD is XS. */
export const BREAKPOINT_MIN_WIDTH = {
  MD: 860,
  LG: 1280,
  XL: 1440,
} as const;

/** Viewport marks used by media queries; SMALLEST is the phone limit below which carousels show 1 slide. */
export const VIEWPORT_MARK = {
  SMALLEST: 480,
  MD: 860,
  LG: 1280,
  XL: 1440,
} as const;
