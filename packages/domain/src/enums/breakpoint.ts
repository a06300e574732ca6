export const BREAKPOINT = {
  XS: 'XS',
  MD: 'MD',
  LG: 'LG',
  XL: 'XL',
} as const;
export type Breakpoint = (typeof BREAKPOINT)[keyof typeof BREAKPOINT];
