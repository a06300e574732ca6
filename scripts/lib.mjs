// Shared helpers of the two README commands. Plain Node (no dependencies): these run
// before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from '../apps/api/scripts/postgresServer.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const CHROMIUM_PATH = '/usr/bin/chromium';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function log(message) {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** pnpm is bootstrapped through npx at a pinned version, so only Node and npm are needed. */
export function pnpmArgs(args) {
  return ['--yes', `pnpm@${PNPM_VERSION}`, ...args];
}

export function pnpm(args, options = {}) {
  run('npx', pnpmArgs(args), options);
}

export function spawnPnpm(args, options = {}) {
  return spawn('npx', pnpmArgs(args), { stdio: 'inherit', cwd: repoRoot, ...options });
}

/** Runs commands side by side; rejects with every failure once all have ended. */
async function runParallel(commands) {
  const errors = (
    await Promise.all(
      commands.map(
        ([command, args, options = {}]) =>
          new Promise((resolve) => {
            const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
            child.on('error', (error) => resolve(`${command}: ${error.message}`));
            child.on('exit', (code, signal) => resolve(code === 0 ? null : `${command} ${args.join(' ')} exited with ${code ?? signal}`));
          }),
      ),
    )
  ).filter(Boolean);
  if (errors.length) throw new Error(errors.join('; '));
}

/**
 * The strict type-check, each file checked once: one program for the packages, the storefront
 * and the tooling (tsconfig.typecheck.json), and one for the API, which has no DOM types
 * (apps/api/tsconfig.json). The two run side by side; the storefront's route types are
 * generated first. Builds then emit without checking again (`tsc --noCheck`, Vite).
 */
export async function typecheck() {
  pnpm(['--filter', '@salon/storefront', 'exec', 'react-router', 'typegen']);
  await runParallel([
    ['npx', pnpmArgs(['exec', 'tsc', '--noEmit', '-p', 'tsconfig.typecheck.json'])],
    ['npx', pnpmArgs(['exec', 'tsc', '--noEmit', '-p', 'apps/api/tsconfig.json'])],
  ]);
}

export function installDependencies() {
  log(`installing dependencies with pnpm ${PNPM_VERSION}`);
  // Browsers come from Debian, never from a test tool's own download.
  pnpm(['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot) {
    throw new Error(`Please install ${packages.join(', ')} (apt-get install -y ${packages.join(' ')}); this needs root.`);
  }
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Debian's chrome-headless-shell, which the story and journey tests drive (vitest.workspace.ts). */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

export function ensureChromium() {
  const missing = [[CHROMIUM_PATH, 'chromium'], [HEADLESS_SHELL_PATH, 'chromium-headless-shell']].filter(([file]) => !fs.existsSync(file)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  log(`installing Debian ${missing.join(' and ')} for the browser tests and Lighthouse`);
  aptInstall(missing);
}

/** Directory of PostgreSQL's server binaries, or null when it is not installed. */
/** Installs Debian's PostgreSQL when missing and possible; returns whether it is usable. */
export function ensurePostgres() {
  if (postgresBinDir()) return true;
  if (!isRoot) {
    log('PostgreSQL is not installed and this is not root: the API suite runs on PGlite only');
    return false;
  }
  log('installing Debian postgresql for the API suite on a real server');
  aptInstall(['postgresql']);
  return Boolean(postgresBinDir());
}
