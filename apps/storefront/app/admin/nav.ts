import { ADMIN_CONTENT_LIST_TYPES, ADMIN_PATH, ADMIN_ROUTE_PERMISSIONS, canAccessAdminPath, type AdminPath, type PermissionHolder } from '@salon/domain';

/** Side navigation entries: label key (adminNav namespace) and the page they open. */
const NAV_PAGES: readonly { id: string; path: AdminPath; query?: string }[] = [
  { id: 'dashboard', path: ADMIN_PATH.ROOT },
  { id: 'routes', path: ADMIN_PATH.ROUTES },
  ...ADMIN_CONTENT_LIST_TYPES.map((type) => ({ id: ({ CAMPAIGN: 'campaigns', EVENT: 'events', POST: 'posts' } as const)[type], path: ADMIN_PATH.ROUTES, query: `type=${type}` })),
  { id: 'mediaLibrary', path: ADMIN_PATH.MEDIA_LIBRARY },
  { id: 'documents', path: ADMIN_PATH.DOCUMENTS },
  { id: 'products', path: ADMIN_PATH.PRODUCTS },
  { id: 'popularProducts', path: ADMIN_PATH.POPULAR_PRODUCTS },
  { id: 'restrictions', path: ADMIN_PATH.RESTRICTIONS },
  { id: 'users', path: ADMIN_PATH.USERS },
  { id: 'campaignPreview', path: ADMIN_PATH.CAMPAIGN_PREVIEW },
  { id: 'pendingOrders', path: ADMIN_PATH.PENDING_ORDERS },
  { id: 'transport', path: ADMIN_PATH.TRANSPORT },
  { id: 'categories', path: ADMIN_PATH.CATEGORIES },
  { id: 'categorySorting', path: ADMIN_PATH.CATEGORY_SORTING },
  { id: 'brands', path: ADMIN_PATH.BRANDS },
  { id: 'eventsAdmin', path: ADMIN_PATH.EVENTS },
  { id: 'reviews', path: ADMIN_PATH.REVIEWS },
  { id: 'backgroundServices', path: ADMIN_PATH.BACKGROUND_SERVICES },
  { id: 'shops', path: ADMIN_PATH.SHOPS },
  { id: 'carts', path: ADMIN_PATH.CARTS },
];

export interface AdminNavEntry {
  id: string;
  href: string;
}

/**
 * The entries whose page the user may open (the table of page-builder section 2). Carts, "not
 * shown" in the spec, is listed for the holders of the permission its API needs (IS_ORDER_ADMIN).
 */
export function adminNavEntries(user: PermissionHolder): AdminNavEntry[] {
  return NAV_PAGES.filter((page) => ADMIN_ROUTE_PERMISSIONS[page.path] !== null && canAccessAdminPath(user, page.path)).map((page) => ({
    id: page.id,
    href: page.query ? `${page.path}?${page.query}` : page.path,
  }));
}
