/**
 * Starts the real API (on a throwaway PGlite folder) and the built storefront on free
 * loopback ports, for end-to-end tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 250;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForOk(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS} ms\n${output()}`);
}

function startProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output.slice(-4000) };
}

export interface RunningServers {
  apiUrl: string;
  storefrontUrl: string;
  stop(): Promise<void>;
}

export async function startServers(): Promise<RunningServers> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  const [apiPort, storefrontPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

  const api = startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], path.join(root, 'apps/api'), {
    API_PORT: String(apiPort),
    API_DATA_DIR: path.join(dataDir, 'pglite'),
    DATABASE_URL: '',
  });
  const storefrontDir = path.join(root, 'apps/storefront');
  const storefront = startProcess(
    path.join(storefrontDir, 'node_modules/.bin/react-router-serve'),
    ['./build/server/index.js'],
    storefrontDir,
    { PORT: String(storefrontPort), HOST: '127.0.0.1', API_ORIGIN: apiUrl, NODE_ENV: 'production' },
  );

  const stop = async () => {
    for (const { child } of [api, storefront]) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${apiUrl}/health`, api.child, api.output);
    await waitForOk(`${storefrontUrl}/healthz`, storefront.child, storefront.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, storefrontUrl, stop };
}
