export const CORNER_STYLE = {
  SHARP: 'sharp',
  ROUNDED: 'rounded',
} as const;
export type CornerStyle = (typeof CORNER_STYLE)[keyof typeof CORNER_STYLE];
