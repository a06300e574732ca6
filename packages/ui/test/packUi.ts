/**
 * Packs packages/ui as publishing would: pnpm applies publishConfig (exports to dist) and `files`;
 * npm would not. Shared by the package tier's tests, which read packages/ui/dist.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(packageDir, '../..');
const BUILD_COMMAND = 'npx pnpm@10.34.9 --filter @salon/ui build';

/** `pnpm@<version>`, the workspace's own, for `npx --yes`. */
export const packageManager = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager as string;

/** Writes the tarball into `destination` and returns its path. */
export function packUi(destination: string): string {
  if (!fs.existsSync(path.join(packageDir, 'dist/index.js'))) {
    throw new Error(`packages/ui/dist is missing: run \`${BUILD_COMMAND}\` before this test.`);
  }
  execFileSync('npx', ['--yes', packageManager, 'pack', '--pack-destination', destination], { cwd: packageDir, stdio: 'pipe' });
  const [file] = fs.readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  if (!file) throw new Error(`pnpm pack wrote no tarball into ${destination}`);
  return path.join(destination, file);
}
