import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module of the API's scripts, without types.
import { postgresBinDir } from '../../apps/api/scripts/postgresServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** PostgreSQL's server binaries (Debian's postgresql package, or PG_BIN). */
export function postgresAvailable(): boolean {
  const found = postgresBinDir() !== null;
  if (!found && process.env.BENCH_REQUIRE_BUILD) throw new Error('PostgreSQL is not installed: the scale-out test needs it (npm test installs it as root)');
  return found;
}

/** The storefront's production build (`npm test` builds it before this tier). */
export function storefrontBuilt(): boolean {
  const built = fs.existsSync(path.join(root, 'apps/storefront/build/server/index.js'));
  if (!built && process.env.BENCH_REQUIRE_BUILD) throw new Error('apps/storefront/build is missing: build the storefront first');
  return built;
}
