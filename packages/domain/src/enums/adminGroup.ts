export const ADMIN_GROUP = {
  TH_ADMIN: 'TH_ADMIN',
  TH_EVENT_ADMIN: 'TH_EVENT_ADMIN',
  TH_PRODUCT_ADMIN: 'TH_PRODUCT_ADMIN',
  TH_SHOP_ADMIN: 'TH_SHOP_ADMIN',
  TH_USER_ADMIN: 'TH_USER_ADMIN',
} as const;
export type AdminGroup = (typeof ADMIN_GROUP)[keyof typeof ADMIN_GROUP];

export const ADMIN_GROUPS: readonly AdminGroup[] = Object.values(ADMIN_GROUP);
