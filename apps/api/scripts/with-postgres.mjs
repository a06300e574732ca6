#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL cluster (postgresServer.mjs):
 *   node apps/api/scripts/with-postgres.mjs <command> [args...]
 * with DATABASE_URL set, then stops the server, deletes the cluster and exits with the command's
 * exit code.
 */
import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './postgresServer.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let cluster = null;
let exitCode = 1;
try {
  cluster = await startThrowawayPostgres();
  console.error(`with-postgres: PostgreSQL (${cluster.binDir}), DATABASE_URL=${cluster.databaseUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { cluster?.stop(); process.exit(130); });
  const { databaseUrl } = cluster;
  exitCode = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => { console.error(error.message); resolve(127); });
  });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
} finally {
  cluster?.stop();
}
process.exit(exitCode);
