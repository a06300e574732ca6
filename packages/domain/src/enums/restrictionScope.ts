export const RESTRICTION_SCOPE = {
  COUNTRY: 'country',
  CLIENT_GROUP: 'clientGroup',
} as const;
export type RestrictionScope = (typeof RESTRICTION_SCOPE)[keyof typeof RESTRICTION_SCOPE];
