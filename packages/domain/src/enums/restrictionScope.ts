export const RESTRICTION_SCOPE = {
  COUNTRY: 'country',
  CLIENT_GROUP: 'clientGroup',
} as const;
