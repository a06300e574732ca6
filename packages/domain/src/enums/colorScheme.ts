export const COLOR_SCHEME = {
  BLUE: 'Blue',
  GREEN: 'Green',
  PURPLE: 'Purple',
} as const;
export type ColorScheme = (typeof COLOR_SCHEME)[keyof typeof COLOR_SCHEME];

/** Carousel slides store their colour scheme as a 1-based number in this order. */
export const COLOR_SCHEME_BY_NUMBER: Readonly<Record<number, ColorScheme>> = {
  1: COLOR_SCHEME.BLUE,
  2: COLOR_SCHEME.GREEN,
  3: COLOR_SCHEME.PURPLE,
};
