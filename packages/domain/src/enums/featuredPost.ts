export const FEATURED_POST = {
  FIRST: '1',
  SECOND: '2',
  THIRD: '3',
  NONE: 'None',
} as const;
export type FeaturedPost = (typeof FEATURED_POST)[keyof typeof FEATURED_POST];
