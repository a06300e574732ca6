import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = createApp(database);

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.API_HOST ?? '127.0.0.1' }, (info) => {
  console.log(`API listening on http://${info.address}:${info.port} (database: ${database.kind})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
