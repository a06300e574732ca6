export const YES_NO = {
  YES: 'yes',
  NO: 'no',
} as const;
export type YesNo = (typeof YES_NO)[keyof typeof YES_NO];
