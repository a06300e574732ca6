import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import type { ContentVersion } from '../lib/contentVersion';
import { operations } from '../openapi/registry';

const contentVersionResponse = z.object({ version: z.string() });

/**
 * The content version of lib/contentVersion.ts: a storefront that keeps whole anonymous pages asks
 * for it (at most once a second) and drops its pages when it changed.
 */
export function contentVersionRoutes(version: ContentVersion) {
  const app = new Hono<AppEnv>();
  app.get('/content-version/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(contentVersionResponse.parse({ version: await version.current() }));
  });
  return app;
}

export const contentVersionDocs = operations([
  {
    method: 'get',
    path: '/content-version/',
    summary: 'Content version of the shared caches',
    tag: 'catalogue',
    auth: 'public',
    response: { status: 200, description: '`{version}`: changes on every successful write through any API process on the database.', schema: contentVersionResponse },
    description: 'Caches of anonymous pages built under another version are stale (docs/decisions/0050).',
  },
]);
