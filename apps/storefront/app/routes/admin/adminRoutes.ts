import { layout, route } from '@react-router/dev/routes';

/** Pages the API has no endpoints for yet: they render a "not available yet" state. */
const UNAVAILABLE = ['products', 'popular-products', 'restrictions', 'users', 'campaign-preview', 'pending-orders', 'transport', 'categories', 'category-sorting', 'brands', 'events', 'reviews', 'background-services', 'carts', 'creator/fallback'];

/** The admin area (issue 8). Route modules are split per route, so no admin code reaches shopper chunks. */
export const adminRoutes = [
  layout('layouts/admin.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/routes', 'routes/admin/routes.tsx'),
    route('admin/shops', 'routes/admin/list.tsx', { id: 'admin-shops' }),
    route('admin/media-library', 'routes/admin/media.tsx', { id: 'admin-media-library' }),
    route('admin/documents', 'routes/admin/media.tsx', { id: 'admin-documents' }),
    ...UNAVAILABLE.map((path) => route(`admin/${path}`, 'routes/admin/unavailable.tsx', { id: `admin-unavailable-${path.replace('/', '-')}` })),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),
  layout('layouts/creator.tsx', [
    route('admin/creator/edit', 'routes/admin/creator-edit.tsx'),
    route('admin/creator/iframe', 'routes/admin/creator-iframe.tsx'),
  ]),
];
