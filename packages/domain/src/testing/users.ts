/** Users shared by the access-check tests. */
export const shopper = { permission_groups: [], active_role_permissions: ['view_order'] };
export const productAdmin = {
  permission_groups: [{ name: 'TH_PRODUCT_ADMIN' }],
  active_role_permissions: ['IS_PRODUCT_ADMIN'],
};
export const routeAdmin = {
  permission_groups: [{ name: 'TH_ADMIN' }],
  active_role_permissions: ['IS_ROUTE_ADMIN'],
};
export const superAdmin = { permission_groups: [{ name: 'TH_ADMIN' }], active_role_permissions: ['IS_SUPER_ADMIN'] };
export const flagWithoutGroup = { permission_groups: [{ name: 'CUSTOMER_ADMIN' }], active_role_permissions: ['IS_ROUTE_ADMIN'] };

