import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** PostgreSQL's server binaries (Debian's postgresql package, or PG_BIN). */
export function postgresAvailable(): boolean {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'pg_ctl'));
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const found = versions.some((version) => fs.existsSync(path.join('/usr/lib/postgresql', version, 'bin/pg_ctl')));
  if (!found && process.env.BENCH_REQUIRE_BUILD) throw new Error('PostgreSQL is not installed: the scale-out test needs it (npm test installs it as root)');
  return found;
}

/** The storefront's production build (`npm test` builds it before this tier). */
export function storefrontBuilt(): boolean {
  const built = fs.existsSync(path.join(root, 'apps/storefront/build/server/index.js'));
  if (!built && process.env.BENCH_REQUIRE_BUILD) throw new Error('apps/storefront/build is missing: build the storefront first');
  return built;
}
