export const TEXT_SIZE_CLASS = {
  SMALL: 'small',
  MEDIUM: 'medium',
  LARGE: 'large',
} as const;
export type TextSizeClass = (typeof TEXT_SIZE_CLASS)[keyof typeof TEXT_SIZE_CLASS];
