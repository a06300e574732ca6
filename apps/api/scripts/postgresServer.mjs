/**
 * A throwaway PostgreSQL cluster: initdb into a temp dir, start on 127.0.0.1 with a free port and
 * create a database; `stop()` stops the server and deletes the cluster. PostgreSQL refuses to run
 * as root, so as root the server runs as the `postgres` user (runuser) and owns the temp dir.
 * PG_BIN overrides the binaries folder. Used by with-postgres.mjs (the API suite) and by the
 * scale-out bench (bench/scale).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DATABASE = 'salon';
const SERVER_USER = 'postgres';
const isRoot = process.getuid?.() === 0;

/** PostgreSQL's server binaries: PG_BIN, else the newest of Debian's installed versions; null when there are none. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((candidate) => fs.existsSync(path.join(root, candidate, 'bin', 'pg_ctl')));
  return version === undefined ? null : path.join(root, version, 'bin');
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

/** Starts the cluster; resolves to its DATABASE_URL and a stop function (idempotent). */
export async function startThrowawayPostgres() {
  const PG_BIN = postgresBinDir();
  if (!PG_BIN) throw new Error('PostgreSQL binaries not found: install postgresql (Debian) or set PG_BIN');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot) spawnSync('chown', ['-R', `${SERVER_USER}:${SERVER_USER}`, dir]);
  fs.chmodSync(dir, 0o755);
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    run(path.join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', SERVER_USER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    run(path.join(PG_BIN, 'pg_ctl'), [
      '-D', dataDir, '-w', '-l', path.join(dir, 'server.log'),
      '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
    started = true;
    run(path.join(PG_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SERVER_USER, DATABASE]);
    return { databaseUrl: `postgres://${SERVER_USER}@127.0.0.1:${port}/${DATABASE}`, binDir: PG_BIN, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
