export const BANNER_COLOR = {
  BLUE: 'blue',
  GREEN: 'green',
  PURPLE: 'purple',
} as const;
export type BannerColor = (typeof BANNER_COLOR)[keyof typeof BANNER_COLOR];

export const DEFAULT_BANNER_COLOR: BannerColor = BANNER_COLOR.BLUE;
