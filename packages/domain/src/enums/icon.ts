export const ICON = {
  GLOBE: 'globe',
  PACKAGE: 'package',
  EURO: 'euro',
  NONE: 'none',
  HEART: 'heart',
  TAG: 'tag',
  TRUCK: 'truck',
  MEGAPHONE: 'megaphone',
  GIFT: 'gift',
} as const;
export type Icon = (typeof ICON)[keyof typeof ICON];

/** The static-text-with-icon block offers only these icons. */
export const STATIC_TEXT_ICONS: readonly Icon[] = [ICON.NONE, ICON.PACKAGE, ICON.EURO, ICON.GLOBE];
