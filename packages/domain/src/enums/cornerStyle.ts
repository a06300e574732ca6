export const CORNER_STYLE = {
  SHARP: 'sharp',
  ROUNDED: 'rounded',
} as const;
