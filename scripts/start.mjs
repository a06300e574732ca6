// `npm start`: installs everything, then runs the API (embedded database, seeded on first
// start), the server-rendered storefront and Storybook. Ctrl+C stops all three.
import { installDependencies, log, pnpm, spawnPnpm } from './lib.mjs';

const withStorybook = !process.argv.includes('--no-storybook');
const apiPort = process.env.API_PORT ?? '4000';
const storefrontPort = process.env.PORT ?? '3000';

installDependencies();
log('building the storefront');
pnpm(['--filter', '@salon/storefront', 'build']);

// A local demo: the demo catalogue and accounts, and the test payment provider (both refused or
// off in production, see docs/decisions/0010-security.md). The API runs without NODE_ENV=production.
const env = {
  ...process.env,
  API_PORT: apiPort,
  PORT: storefrontPort,
  API_ORIGIN: process.env.API_ORIGIN ?? `http://127.0.0.1:${apiPort}`,
  PAYMENT_TEST_PROVIDER: process.env.PAYMENT_TEST_PROVIDER ?? 'enabled',
};
const children = [
  spawnPnpm(['--filter', '@salon/api', 'start'], { env }),
  spawnPnpm(['--filter', '@salon/storefront', 'start'], { env }),
];
if (withStorybook) children.push(spawnPnpm(['exec', 'storybook', 'dev', '-p', '6006', '--no-open', '--ci'], { env }));

log(`API:        http://127.0.0.1:${apiPort}/health`);
log(`Storefront: http://localhost:${storefrontPort}/`);
if (withStorybook) log('Storybook:  http://localhost:6006/');

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1000).unref();
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
