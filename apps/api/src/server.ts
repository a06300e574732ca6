import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigurationError, readConfig, type ApiConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './seed';
import { startBackgroundServiceScheduler } from './services/backgroundServices';
import { MS_PER_SECOND } from '@salon/domain';
import { settleAfterResponseTasks } from './lib/afterResponse';
import { createContentVersion } from './lib/contentVersion';

let config: ApiConfig;
try {
  config = readConfig();
} catch (error) {
  // Bad or missing configuration (e.g. a secret in production): stop with the message only.
  if (!(error instanceof Error)) throw error;
  console.error(`[api] ${error instanceof ConfigurationError ? 'Configuration error' : 'Invalid configuration'}: ${error.message}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedOnStart && (await isDatabaseEmpty(database.db))) {
  const started = Date.now();
  if (config.seedDemoData && config.isProduction) {
    console.warn('[api] WARNING: SEED_DEMO_DATA=yes in production: seeding demo accounts with the published demo password, including a full administrator. Never do this for a real shop.');
  }
  await seedDatabase(database.db, { products: config.seedProducts, demo: config.seedDemoData });
  console.log(config.seedDemoData ? `Seeded demo data with ${config.seedProducts} products in ${Date.now() - started} ms` : `Seeded reference data only (no demo accounts) in ${Date.now() - started} ms; create the first administrator with "pnpm --filter @salon/api create-admin"`);
}
const app = createApp(database, config);
const contentVersion = createContentVersion(database.db);
const stopBackgroundServices = startBackgroundServiceScheduler(
  database.db,
  config.backgroundServicesIntervalSeconds * MS_PER_SECOND,
  console.log,
  { parcelMachinesUrl: config.parcelMachinesUrl },
  () => contentVersion.bump(),
);

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.API_HOST ?? '127.0.0.1' }, (info) => {
  console.log(`API listening on http://${info.address}:${info.port} (database: ${database.kind})`);
});

/** In-flight requests get this long to finish before the database closes under them. */
const SHUTDOWN_GRACE_MS = 5000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopBackgroundServices();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Mails sent after their answers (lib/afterResponse.ts) finish within the same grace period.
    void Promise.race([Promise.all([closed, settleAfterResponseTasks()]), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
