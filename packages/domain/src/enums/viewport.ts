export const VIEWPORT = {
  MOBILE: 'MOBILE',
  SCREEN: 'SCREEN',
} as const;
export type Viewport = (typeof VIEWPORT)[keyof typeof VIEWPORT];
