export const PUBLICATION = {
  UNPUBLISHED: 'UNPUBLISHED',
  PUBLISHED: 'PUBLISHED',
  PRIVATE: 'PRIVATE',
} as const;
export type Publication = (typeof PUBLICATION)[keyof typeof PUBLICATION];
