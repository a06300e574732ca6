/** Who registers: a private shopper or a business (a salon), decision 0011. */
export const ACCOUNT_TYPE = { PRIVATE: 'private', BUSINESS: 'business' } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
