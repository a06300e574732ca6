/**
 * Production server of the storefront: what `react-router-serve` does (compression, immutable
 * assets, public files, request log), plus the one thing it cannot: the socket address of the
 * browser's connection is handed to loaders and actions as `context.clientAddress`, so that the
 * /api proxy and the login route append it to X-Forwarded-For (the API's per-address login
 * throttle must see the shopper, not the storefront). Started with the same PORT and HOST
 * variables: `node server.mjs [build/server/index.js]`. It listens on loopback (127.0.0.1)
 * unless HOST says otherwise (HOST=0.0.0.0 in a container behind its reverse proxy): the
 * storefront is meant to sit behind a TLS-terminating proxy, not to face the network itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import morgan from 'morgan';
import { createRequestHandler } from '@react-router/express';

const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

const app = express();
app.disable('x-powered-by');
// nosniff on every response (static files, resource routes, the /api proxy, errors, redirects),
// set just before the head is written so no handler can leave it out and none sends it twice.
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!res.hasHeader('X-Content-Type-Options')) res.setHeader('X-Content-Type-Options', 'nosniff');
    return writeHead.apply(this, args);
  };
  next();
});
// A request line Express cannot turn into a page request (TRACE echoes, CONNECT tunnels; an
// absolute URL in place of a path) is refused in words, not answered with a 500.
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
app.use((req, res, next) => {
  if (REFUSED_METHODS.has(req.method)) {
    res.status(405).set('Allow', 'GET, HEAD, POST').json({ code: 'METHOD_NOT_ALLOWED', message: `${req.method} is not allowed.` });
    return;
  }
  if (!req.url.startsWith('/')) {
    res.status(400).json({ code: 'BAD_REQUEST', message: 'The request must name a path.' });
    return;
  }
  next();
});
app.use(compression());
// The build writes a brotli and a gzip copy beside each asset (vite.config.ts, decision 0063):
// sent as they are, they cost no compression per request. compression() leaves a response that
// already has a Content-Encoding alone; it still compresses assets without a copy (under 1 kB).
app.use(
  path.posix.join(build.publicPath, 'assets'),
  expressStaticGzip(path.join(build.assetsBuildDirectory, 'assets'), { enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic: { immutable: true, maxAge: '1y' } }),
);
// Public files copied into the build (favicon): not fingerprinted, so cached briefly like public/.
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { maxAge: '1h' }));
app.use(express.static('public', { maxAge: '1h' }));
app.use(morgan('tiny'));
// After compression (a kept page is stored uncompressed and served pre-compressed) and the log.
if (build.entry.module.anonymousPageCache) app.use(build.entry.module.anonymousPageCache());
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress ?? null }),
  }),
);

const server = app.listen(port, host, () => console.log(`[storefront] http://${host}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
