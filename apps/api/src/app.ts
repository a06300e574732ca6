import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from './context';
import type { ApiConfig } from './config';
import { readConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { ApiError, API_ERROR_CODE } from './lib/errors';
import { viewerMiddleware } from './middleware/viewer';
import { requestSigningMiddleware } from './middleware/requestSigning';
import { securityHeadersMiddleware } from './middleware/securityHeaders';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { catalogueRoutes } from './routes/catalogue';
import { orderRoutes } from './routes/orders';
import { deliveryRoutes } from './routes/delivery';
import { paymentRoutes, paymentWebhookRoutes } from './routes/payments';
import { marketingRoutes } from './routes/marketing';
import { isJobApplicationUpload, jobApplicationRoutes } from './routes/jobApplications';
import { feedbackRoutes } from './routes/feedback';
import { eventRoutes } from './routes/events';
import { mediaRoutes } from './routes/media';
import { creatorRoutesPublic } from './routes/creator';
import { creatorAdminRoutes } from './routes/admin/creator';
import { adminMediaRoutes, isMediaUpload, mediaLibraryFileRoutes } from './routes/admin/media';
import { requestBodyLimit } from './middleware/bodyLimit';
import { adminGeneralRoutes } from './routes/admin/general';
import { adminCatalogueRoutes } from './routes/admin/catalogue';
import { adminOperationsRoutes } from './routes/admin/operations';
import { MEDIA_LIBRARY_ROUTE, PRODUCT_IMAGE_ROUTE } from '@salon/domain';
import { docsRoutes } from './openapi/routes';
import { createContentVersion } from './lib/contentVersion';
import { createPublicCache } from './lib/publicCache';
import { createSearchAnswerCache } from './lib/searchAnswerCache';
import { contentVersionRoutes } from './routes/contentVersion';

const API_PREFIX = '/api/v1';

/** PostgreSQL data exceptions caused by request values: out of range, invalid text, NUL byte, bad datetime, too long. */
const PG_DATA_ERROR_CODES = new Set(['22003', '22P02', '22021', '22007', '22008', '22001', '54000']);
const PG_UNIQUE_VIOLATION = '23505';

export function createApp(database: DatabaseHandle, config: ApiConfig = readConfig()) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('db', database.db);
    c.set('config', config);
    await next();
  });
  app.use('*', securityHeadersMiddleware);
  // Before anything reads a body (signing, viewer, handlers): oversized bodies are refused unread.
  app.use(
    '*',
    requestBodyLimit((method, path) => path.startsWith(`${API_PREFIX}/`) && [isMediaUpload, isJobApplicationUpload].some((isUpload) => isUpload(method, path.slice(API_PREFIX.length)))),
  );

  app.get('/health', async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: database.kind });
  });

  app.use(`${API_PREFIX}/*`, requestSigningMiddleware(config.requestSigning));
  app.use(`${API_PREFIX}/*`, viewerMiddleware);
  // After the signature and the viewer are known; every write anywhere (webhooks too) moves the content version.
  const contentVersion = createContentVersion(database.db);
  app.use('*', createPublicCache({ ttlSeconds: config.publicCacheSeconds, apiPrefix: API_PREFIX, version: contentVersion }));
  app.use(`${PRODUCT_IMAGE_ROUTE.replace('/products', '')}/*`, viewerMiddleware);

  const api = new Hono<AppEnv>();
  api.route('/', contentVersionRoutes(contentVersion));
  api.route('/', authRoutes());
  api.route('/', customerRoutes());
  api.route('/', orderRoutes());
  api.route('/', deliveryRoutes());
  api.route('/', paymentRoutes());
  api.route('/', marketingRoutes());
  api.route('/', jobApplicationRoutes());
  api.route('/', feedbackRoutes());
  api.route('/', eventRoutes());
  api.route('/', catalogueRoutes(createSearchAnswerCache({ ttlSeconds: config.publicCacheSeconds, version: contentVersion })));
  api.route('/', creatorRoutesPublic());
  api.route('/', creatorAdminRoutes());
  api.route('/', adminMediaRoutes());
  api.route('/', adminGeneralRoutes());
  api.route('/', adminCatalogueRoutes());
  api.route('/', adminOperationsRoutes());
  app.route(API_PREFIX, api);
  app.route('/', paymentWebhookRoutes());
  app.route(MEDIA_LIBRARY_ROUTE, mediaLibraryFileRoutes());
  app.route(PRODUCT_IMAGE_ROUTE.replace('/products', ''), mediaRoutes());
  // GET /api/docs and /api/docs/ui: generated from src/openapi (every route must be listed there).
  app.route('/', docsRoutes());

  app.notFound((c) => c.json({ code: API_ERROR_CODE.NOT_FOUND, message: 'No such endpoint' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // A refused body (413) may still be arriving when the answer leaves, and the server then
      // drops the connection: saying so lets a keep-alive client (the storefront's /api proxy)
      // open a new one for its next call instead of sending it into a closing socket (a 502).
      const headers = error.status === 413 ? { ...error.headers, Connection: 'close' } : error.headers;
      return c.json(error.toBody(), error.status, headers);
    }
    // Values PostgreSQL cannot hold (a 2^31 id, a NUL byte, an impossible date) are the
    // caller's mistake: 400, and the failed statement's transaction is rolled back.
    const pgCode = (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && PG_DATA_ERROR_CODES.has(pgCode)) {
      return c.json({ code: API_ERROR_CODE.VALIDATION_ERROR, message: 'A value is out of range or not valid.', errors: { non_field_errors: ['A value is out of range or not valid.'] } }, 400);
    }
    // Two writes of one unique value at the same moment (both passed their check): the second is
    // a conflict of the caller's, not a server error.
    if (pgCode === PG_UNIQUE_VIOLATION) {
      return c.json({ code: API_ERROR_CODE.CONFLICT, message: 'This value is already in use.', errors: { non_field_errors: ['This value is already in use.'] } }, 409);
    }
    console.error(error);
    return c.json({ code: API_ERROR_CODE.INTERNAL_ERROR, message: 'Something went wrong' }, 500);
  });
  return app;
}
