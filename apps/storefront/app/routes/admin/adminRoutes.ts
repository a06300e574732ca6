import { layout, route } from '@react-router/dev/routes';

/** Admin pages with a route module of the same name under routes/admin. */
const PAGES = ['products', 'popular-products', 'restrictions', 'users', 'campaign-preview', 'pending-orders', 'transport', 'categories', 'category-sorting', 'brands', 'events', 'reviews', 'background-services', 'carts'];

/** The admin area (issue 8). Route modules are split per route, so no admin code reaches shopper chunks. */
export const adminRoutes = [
  layout('layouts/admin.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/routes', 'routes/admin/routes.tsx'),
    route('admin/shops', 'routes/admin/list.tsx', { id: 'admin-shops' }),
    route('admin/media-library', 'routes/admin/media.tsx', { id: 'admin-media-library' }),
    route('admin/documents', 'routes/admin/media.tsx', { id: 'admin-documents' }),
    ...PAGES.map((path) => route(`admin/${path}`, `routes/admin/${path}.tsx`)),
    route('admin/creator/fallback', 'routes/admin/creator-fallback.tsx'),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),
  layout('layouts/creator.tsx', [
    route('admin/creator/edit', 'routes/admin/creator-edit.tsx'),
    route('admin/creator/iframe', 'routes/admin/creator-iframe.tsx'),
  ]),
];
