export const GENDER = {
  WOMAN: 'WOMAN',
  MAN: 'MAN',
  OTHER: 'OTHER',
} as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];
