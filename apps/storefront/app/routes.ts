import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/adminRoutes';

export default [
  route('healthz', 'routes/healthz.ts'),
  route('api/*', 'routes/resources/api-proxy.ts'),
  route('media/*', 'routes/resources/api-proxy.ts', { id: 'media-proxy' }),
  route('session/login', 'routes/resources/session-login.ts'),
  route('session/logout', 'routes/resources/session-logout.ts'),
  // Social login (docs/decisions/0043): leaves for the provider and comes back to the callback.
  route('auth/social/:provider', 'routes/resources/social-start.ts'),
  route('auth/social/:provider/callback', 'routes/resources/social-callback.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('texts/:file', 'routes/resources/page-texts.ts'),
  route('delivery-country', 'routes/resources/delivery-country.ts'),

  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/brands', 'routes/product-list.tsx', { id: 'products-brands' }),
    route('products/brands/:slug', 'routes/product-list.tsx', { id: 'products-brand' }),
    // Before products/:id, which would otherwise answer "product not found" for the index.
    route('products/categories', 'routes/product-list.tsx', { id: 'products-categories' }),
    route('products/categories/:id', 'routes/product-list.tsx', { id: 'products-category' }),
    route('products/:id', 'routes/product.tsx'),
    route('products/:list/:id?', 'routes/product-list.tsx'),
    route('campaigns/:id?', 'routes/campaigns.tsx'),
    route('events/:template?/:id?', 'routes/events.tsx'),
    route('inspiration/:id?', 'routes/inspiration.tsx'),
    route('favourites', 'routes/favourites.tsx'),
    route('contact', 'routes/info.tsx', { id: 'contact' }),
    route('accessibility', 'routes/info.tsx', { id: 'accessibility' }),
    route('game', 'routes/info.tsx', { id: 'game' }),
    ...prefix('account', [
      index('routes/account/index.ts', { id: 'account-index' }),
      layout('routes/account/guard.tsx', [
        route('overview', 'routes/account/overview.tsx'),
        route('orders', 'routes/account/orders.tsx'),
        route('orders/:uuid', 'routes/account/order.tsx'),
        route('feedback', 'routes/account/feedback.tsx'),
        route('addresses', 'routes/account/addresses.tsx'),
      ]),
    ]),
    route('*', 'routes/catch-all.tsx'),
  ]),

  layout('layouts/auth.tsx', [
    route('auth/confirm', 'routes/auth/confirm.tsx'),
    route('auth/reset', 'routes/auth/reset.tsx'),
    // Checkout: the order id is optional in each step (the current cart is used without it).
    ...['', ':id/'].flatMap((id) => [
      route(`order/${id}delivery`, 'routes/order/delivery.tsx', { id: `order-${id ? 'id-' : ''}delivery` }),
      route(`order/${id}information`, 'routes/order/information.tsx', { id: `order-${id ? 'id-' : ''}information` }),
      route(`order/${id}payment`, 'routes/order/payment.tsx', { id: `order-${id ? 'id-' : ''}payment` }),
      route(`order/${id}success`, 'routes/order/success.tsx', { id: `order-${id ? 'id-' : ''}success` }),
      route(`order/${id}failed`, 'routes/order/failed.tsx', { id: `order-${id ? 'id-' : ''}failed` }),
      route(`order/${id}event-information`, 'routes/order/information.tsx', { id: `order-${id ? 'id-' : ''}event-information` }),
      route(`order/${id}event-payment`, 'routes/order/payment.tsx', { id: `order-${id ? 'id-' : ''}event-payment` }),
    ]),
  ]),

  layout('layouts/blank.tsx', [
    route('order/payment-status', 'routes/order/payment-status.tsx', { id: 'order-payment-status' }),
    route('order/:id/payment-status', 'routes/order/payment-status.tsx', { id: 'order-id-payment-status' }),
  ]),

  // The admin engineer fills these layouts; the guard (404 without permission) is here already.
  ...adminRoutes,
] satisfies RouteConfig;
