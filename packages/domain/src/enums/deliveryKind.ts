export const DELIVERY_KIND = {
  COURIER: 'COURIER',
  PARCEL_MACHINE: 'PARCEL_MACHINE',
  PICKUP: 'PICKUP',
} as const;
export type DeliveryKind = (typeof DELIVERY_KIND)[keyof typeof DELIVERY_KIND];
