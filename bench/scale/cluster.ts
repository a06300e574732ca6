/**
 * The production layout in miniature (issue 18 item 8, docs/architecture.md): one PostgreSQL, two
 * API processes behind one load balancer, two storefront processes (the production build) behind
 * another, the storefronts reaching the API through its balancer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SIGNING_SALT, freePort, snapshotBuild, startProcess, startStorefrontProcess, stopChild, waitForOk } from '../../e2e/servers.ts';
// @ts-expect-error: a plain ES module of the API's scripts, without types.
import { startThrowawayPostgres } from '../../apps/api/scripts/postgresServer.mjs';
import { startRoundRobin, type RoundRobin } from './roundRobin.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INSTANCES = 2;

export interface ScaleOut {
  apiUrls: string[];
  storefrontUrls: string[];
  apiBalancer: RoundRobin;
  storefrontBalancer: RoundRobin;
  stop(): Promise<void>;
}

export async function startScaleOut(options: { backgroundIntervalSeconds: number }): Promise<ScaleOut> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const postgres = (await startThrowawayPostgres()) as { databaseUrl: string; stop: () => void };
    stops.push(() => postgres.stop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-scale-'));
    stops.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const apiPorts = [await freePort(), await freePort()];
    const storefrontPorts = [await freePort(), await freePort()];
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const storefrontUrls = storefrontPorts.map((port) => `http://127.0.0.1:${port}`);
    const apiBalancer = await startRoundRobin(apiUrls);
    stops.push(() => apiBalancer.stop());
    const storefrontBalancer = await startRoundRobin(storefrontUrls);
    stops.push(() => storefrontBalancer.stop());

    // One after the other: the first migrates and seeds the empty database, the second finds it
    // ready (concurrent first starts are a deployment's migration step, docs/architecture.md).
    for (let index = 0; index < INSTANCES; index += 1) {
      const api = startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], path.join(root, 'apps/api'), {
        API_PORT: String(apiPorts[index]),
        DATABASE_URL: postgres.databaseUrl,
        API_DATA_DIR: path.join(dataDir, `api-${index}`),
        MAIL_TRANSPORT: 'file',
        MAIL_DIR: path.join(dataDir, 'mail'),
        STOREFRONT_ORIGIN: storefrontBalancer.url,
        API_PUBLIC_ORIGIN: apiBalancer.url,
        REQUEST_SIGNING_SALT: E2E_SIGNING_SALT,
        NODE_ENV: 'development',
        SEED_PRODUCTS: '200',
        BACKGROUND_SERVICES_INTERVAL_SECONDS: String(options.backgroundIntervalSeconds),
      });
      stops.push(() => stopChild(api.child));
      await waitForOk(`${apiUrls[index]}/health`, api.child, api.output);
    }
    for (let index = 0; index < INSTANCES; index += 1) {
      const buildCopy = snapshotBuild(path.join(root, 'apps/storefront'));
      stops.push(() => fs.rmSync(buildCopy, { recursive: true, force: true }));
      const storefront = startStorefrontProcess(buildCopy, storefrontPorts[index]!, apiBalancer.url, { PUBLIC_ORIGIN: storefrontBalancer.url });
      stops.push(() => stopChild(storefront.child));
      await waitForOk(`${storefrontUrls[index]}/healthz`, storefront.child, storefront.output);
    }
    return { apiUrls, storefrontUrls, apiBalancer, storefrontBalancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
