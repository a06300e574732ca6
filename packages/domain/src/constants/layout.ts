export const Z_INDEX = {
  GLOBAL_MODAL: 900,
  LOCAL_MODAL: 200,
} as const;

/** A hash target scrolls into view this far below the top (room for the sticky navbar). */
export const SCROLL_HASH_OFFSET_PX = 80;

export interface HorizontalListLayout {
  readonly itemsVisible: number;
  readonly gapPx: number;
  readonly itemWidthPx?: number;
}

/**
 * Horizontal lists per breakpoint. The spec gives the gap for XS (16) and LG/XL (24) only;
 * MD keeps the XS gap because it is still a touch-sized layout.
 */
export const HORIZONTAL_LIST_LAYOUT = {
  XS: { itemsVisible: 2, itemWidthPx: 230, gapPx: 16 },
  MD: { itemsVisible: 3, gapPx: 16 },
  LG: { itemsVisible: 6, gapPx: 24 },
  XL: { itemsVisible: 6, gapPx: 24 },
  SMALL: { itemsVisible: 2, gapPx: 8 },
} as const satisfies Record<string, HorizontalListLayout>;

/** Long descriptions are clamped to these line counts, with read more / show less. */
export const DESCRIPTION_CLAMP_LINES = {
  XS: 6,
  XL: 10,
  DEFAULT: 8,
  CATEGORY: 2,
} as const;
