export const FEATURED_POST = {
  FIRST: '1',
  SECOND: '2',
  THIRD: '3',
  NONE: 'None',
} as const;
