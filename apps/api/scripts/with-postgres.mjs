#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL cluster:
 *   node apps/api/scripts/with-postgres.mjs <command> [args...]
 * initdb into a temp dir, start on 127.0.0.1 with a free port, create a database, run the
 * command with DATABASE_URL set, then stop the server, delete the cluster and exit with the
 * command's exit code. PostgreSQL refuses to run as root, so as root the server runs as the
 * `postgres` user (runuser) and owns the temp dir. PG_BIN overrides the binaries folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? findPgBin();
const DATABASE = 'salon';
const SERVER_USER = 'postgres';
const isRoot = process.getuid?.() === 0;

function findPgBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error('PostgreSQL binaries not found: install postgresql (Debian) or set PG_BIN');
}

function asServerUser(command, args) {
  return isRoot ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];
}

function run(command, args, options = {}) {
  const [cmd, cmdArgs] = asServerUser(command, args);
  const result = spawnSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-pg-'));
const dataDir = path.join(dir, 'data');
const socketDir = dir;
if (isRoot) spawnSync('chown', ['-R', `${SERVER_USER}:${SERVER_USER}`, dir]);
fs.chmodSync(dir, 0o755);

let started = false;
function cleanup() {
  if (started) {
    try {
      run(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const port = await freePort();
  run(path.join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', SERVER_USER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  run(path.join(PG_BIN, 'pg_ctl'), [
    '-D', dataDir, '-w', '-l', path.join(dir, 'server.log'),
    '-o', `-h 127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  run(path.join(PG_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SERVER_USER, DATABASE]);
  const databaseUrl = `postgres://${SERVER_USER}@127.0.0.1:${port}/${DATABASE}`;
  console.error(`with-postgres: PostgreSQL on 127.0.0.1:${port} (${PG_BIN}), DATABASE_URL=${databaseUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { cleanup(); process.exit(130); });
  exitCode = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => { console.error(error.message); resolve(127); });
  });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
} finally {
  cleanup();
}
process.exit(exitCode);
