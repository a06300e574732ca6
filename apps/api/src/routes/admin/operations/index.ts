import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { backgroundServiceDocs, backgroundServiceRoutes } from './backgroundServices';
import { campaignPreviewDocs, campaignPreviewRoutes } from './campaignPreview';
import { adminEventDocs, adminEventRoutes } from './events';
import { adminOrderDocs, adminOrderRoutes } from './orders';
import { adminTransportDocs, adminTransportRoutes } from './transport';
import { adminUserDocs, adminUserRoutes } from './users';

/**
 * Operations side of the admin area (page-builder.md section 2; docs/decisions/0016): users,
 * pending orders, carts, transport, events and attendees, background services and the
 * campaign preview, each guarded by its area's permission flag.
 */
export function adminOperationsRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', adminUserRoutes());
  app.route('/', adminOrderRoutes());
  app.route('/', adminTransportRoutes());
  app.route('/', adminEventRoutes());
  app.route('/', backgroundServiceRoutes());
  app.route('/', campaignPreviewRoutes());
  return app;
}

/** OpenAPI entries of every route above (src/openapi/operations.ts lists them once). */
export const adminOperationsDocs = [...adminUserDocs, ...adminOrderDocs, ...adminTransportDocs, ...adminEventDocs, ...backgroundServiceDocs, ...campaignPreviewDocs];
