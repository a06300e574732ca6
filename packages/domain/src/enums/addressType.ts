export const ADDRESS_TYPE = {
  INVOICE: 'INVOICE',
  DELIVERY: 'DELIVERY',
} as const;
export type AddressType = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];
