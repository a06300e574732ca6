export const LAYOUT_NAME = {
  ADMIN: 'admin',
  AUTH: 'auth',
  BLANK: 'blank',
  CREATOR: 'creator',
  DEFAULT: 'default',
} as const;
export type LayoutName = (typeof LAYOUT_NAME)[keyof typeof LAYOUT_NAME];
