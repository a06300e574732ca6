/**
 * Production server of the storefront: what `react-router-serve` does (compression, immutable
 * assets, public files, request log), plus the one thing it cannot: the socket address of the
 * browser's connection is handed to loaders and actions as `context.clientAddress`, so that the
 * /api proxy and the login route append it to X-Forwarded-For (the API's per-address login
 * throttle must see the shopper, not the storefront). Started with the same PORT and HOST
 * variables: `node server.mjs [build/server/index.js]`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { createRequestHandler } from '@react-router/express';

const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(path.posix.join(build.publicPath, 'assets'), express.static(path.join(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y' }));
// Public files copied into the build (favicon): not fingerprinted, so cached briefly like public/.
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { maxAge: '1h' }));
app.use(express.static('public', { maxAge: '1h' }));
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress ?? null }),
  }),
);

const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
function onListen() {
  console.log(`[storefront] http://${host ?? 'localhost'}:${port}`);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
