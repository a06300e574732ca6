import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from './context';
import type { ApiConfig } from './config';
import { readConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { ApiError, API_ERROR_CODE } from './lib/errors';
import { viewerMiddleware } from './middleware/viewer';
import { requestSigningMiddleware } from './middleware/requestSigning';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { catalogRoutes } from './routes/catalog';
import { orderRoutes } from './routes/orders';
import { deliveryRoutes } from './routes/delivery';
import { paymentRoutes } from './routes/payments';
import { marketingRoutes } from './routes/marketing';
import { mediaRoutes } from './routes/media';
import { PRODUCT_IMAGE_ROUTE } from './media/productImage';

export const API_PREFIX = '/api/v1';

export function createApp(database: DatabaseHandle, config: ApiConfig = readConfig()) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('db', database.db);
    c.set('config', config);
    await next();
  });

  app.get('/health', async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: database.kind });
  });

  app.use(`${API_PREFIX}/*`, requestSigningMiddleware(config.requestSigning));
  app.use(`${API_PREFIX}/*`, viewerMiddleware);
  app.use(`${PRODUCT_IMAGE_ROUTE.replace('/products', '')}/*`, viewerMiddleware);

  const api = new Hono<AppEnv>();
  api.route('/', authRoutes());
  api.route('/', customerRoutes());
  api.route('/', orderRoutes());
  api.route('/', deliveryRoutes());
  api.route('/', paymentRoutes());
  api.route('/', marketingRoutes());
  api.route('/', catalogRoutes());
  app.route(API_PREFIX, api);
  app.route(PRODUCT_IMAGE_ROUTE.replace('/products', ''), mediaRoutes());

  app.notFound((c) => c.json({ code: API_ERROR_CODE.NOT_FOUND, message: 'No such endpoint' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    console.error(error);
    return c.json({ code: API_ERROR_CODE.INTERNAL_ERROR, message: 'Something went wrong' }, 500);
  });
  return app;
}
