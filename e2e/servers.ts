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
import { startFakeMontonio } from '../apps/api/test/support/fakeMontonio';
import { startMockOAuthProvider } from '../apps/api/test/support/mockOAuthProvider';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Two server sets seed their databases side by side while the stories run on the same cores.
const STARTUP_TIMEOUT_MS = 240_000;
const POLL_INTERVAL_MS = 250;

/**
 * `count` distinct free loopback ports. Every listener stays open until all are chosen: closed
 * one at a time, the kernel could hand the same port out twice, and two servers then raced for it
 * (an API that exited with EADDRINUSE in a loaded run).
 */
async function freePorts(count: number): Promise<number[]> {
  const listeners = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = listeners.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

export async function waitForOk(url: string, child: ChildProcess, output: () => string): Promise<void> {
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

export function startProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output.slice(-4000) };
}

const STOP_GRACE_MS = 3_000;

/**
 * REQUEST_SIGNING_SALT of both servers: the API verifies what the storefront server signs, and
 * e2e/security.test.ts checks that nothing sent to a browser contains it.
 */
export const E2E_SIGNING_SALT = 'e2e-signing-salt-6c1f0b93';

/** The keys the API and Montonio's local fake share in e2e; journeys sign forged reports with others. */
export const E2E_MONTONIO_KEYS = { accessKey: 'e2e-montonio-access', secretKey: 'e2e-montonio-secret-4b7d2a90' };

/** SIGTERM, wait for 'exit'; a child still running after the grace period gets SIGKILL. Its pipes are released either way. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const graceOver = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), STOP_GRACE_MS)));
    if ((await Promise.race([exited.then(() => 'exited' as const), graceOver])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
    clearTimeout(timer);
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/**
 * Copies the storefront build to a private folder (inside apps/storefront/node_modules, so the
 * server bundle still resolves its packages) and serves that copy from there (react-router-serve
 * finds `build/client` and `public` relative to its working directory): a rebuild started by
 * someone else during a run would otherwise replace the hashed assets the running server's HTML
 * names. A copy taken while a build is writing misses assets the server bundle names, so it is
 * taken again. Returns the folder to run the server in.
 */
export function snapshotBuild(storefrontDir: string): string {
  const source = path.join(storefrontDir, 'build');
  const folder = fs.mkdtempSync(path.join(storefrontDir, 'node_modules', '.e2e-build-'));
  const target = path.join(folder, 'build');
  fs.symlinkSync(path.join(storefrontDir, 'public'), path.join(folder, 'public'));
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.cpSync(source, target, { recursive: true });
      // "/assets/x.js" is a browser asset (client folder); "./assets/x.js" a server chunk, whose
      // own names are read too (the entry may only re-export the build from a chunk).
      const named = new Set<string>();
      const read = (file: string) => {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, relative, name] of source.matchAll(/["'](\.?)\/assets\/([\w.-]+\.(?:js|css))/g)) {
          const asset = path.join(target, relative ? 'server' : 'client', 'assets', name!);
          if (named.has(asset)) continue;
          named.add(asset);
          if (relative && fs.existsSync(asset) && asset.endsWith('.js')) read(asset);
        }
      };
      read(path.join(target, 'server/index.js'));
      const missing = [...named].filter((file) => !fs.existsSync(file));
      if (missing.length === 0) return folder;
      if (attempt >= SNAPSHOT_ATTEMPTS) throw new Error(`storefront build is incomplete (missing ${missing.slice(0, 3).join(', ')}); run the build`);
    } catch (error) {
      if (attempt >= SNAPSHOT_ATTEMPTS) {
        fs.rmSync(folder, { recursive: true, force: true });
        throw error;
      }
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SNAPSHOT_RETRY_MS);
  }
}
const SNAPSHOT_ATTEMPTS = 20;
const SNAPSHOT_RETRY_MS = 1_000;

/**
 * The one person the local Google stand-in signs in, every time: a journey's second sign-in must
 * find the account its first one made. Only Google is configured in e2e, so Facebook is not offered.
 */
export const E2E_GOOGLE_PERSON = { sub: 'e2e-google-112233', email: 'sofia.social@example.com', email_verified: true, given_name: 'Sofia', family_name: 'Sotsiaal' };

export interface RunningServers {
  apiUrl: string;
  storefrontUrl: string;
  /** Where the API's file mail transport writes its .eml files. */
  mailDir: string;
  /** Process ids, for benches that read the servers' CPU time. */
  pids: { api: number; storefront: number };
  stop(): Promise<void>;
}

/** server.mjs (the storefront's production server), which passes the client address to the /api proxy. */
export function startStorefrontProcess(buildCopy: string, port: number, apiUrl: string, env: NodeJS.ProcessEnv = {}) {
  const storefrontDir = path.join(root, 'apps/storefront');
  return startProcess(process.execPath, [path.join(storefrontDir, 'server.mjs'), './build/server/index.js'], buildCopy, {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_ORIGIN: apiUrl,
    NODE_ENV: 'production',
    REQUEST_SIGNING_SALT: E2E_SIGNING_SALT,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...env,
  });
}

/**
 * A second storefront on the same API with other settings (an analytics container): for the
 * journeys of a setting the shared storefront runs without.
 */
export async function startExtraStorefront(apiUrl: string, env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const buildCopy = snapshotBuild(path.join(root, 'apps/storefront'));
  const port = await freePort();
  const storefront = startStorefrontProcess(buildCopy, port, apiUrl, env);
  const stop = async () => {
    await stopChild(storefront.child);
    fs.rmSync(buildCopy, { recursive: true, force: true });
  };
  try {
    await waitForOk(`http://127.0.0.1:${port}/healthz`, storefront.child, storefront.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

export async function startServers(): Promise<RunningServers> {
  // Taken first: a failure here leaves no process or folder behind.
  const storefrontDir = path.join(root, 'apps/storefront');
  const buildCopy = snapshotBuild(storefrontDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  // Montonio's local fake: checkout offers its bank link and card beside the test provider.
  const montonio = await startFakeMontonio(E2E_MONTONIO_KEYS);
  // Google's stand-in (OpenID discovery, PKCE, signed ID tokens) on loopback.
  const google = await startMockOAuthProvider(E2E_GOOGLE_PERSON);
  // Chosen after the two stand-ins listen (each on a port of the kernel's choosing), so neither
  // can take a port picked here before the API or the storefront binds it.
  const [apiPort, storefrontPort] = (await freePorts(2)) as [number, number];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

  const api = startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], path.join(root, 'apps/api'), {
    API_PORT: String(apiPort),
    API_DATA_DIR: path.join(dataDir, 'pglite'),
    DATABASE_URL: '',
    MAIL_TRANSPORT: 'file',
    MAIL_DIR: mailDir,
    STOREFRONT_ORIGIN: storefrontUrl,
    // As shipped: no API_TRUST_PROXY_HOPS; the API takes the shopper's address from the
    // X-Forwarded-For of requests the storefront server signed with the shared salt.
    REQUEST_SIGNING_SALT: E2E_SIGNING_SALT,
    // Not production (demo seed on by default); checkout pays with the test provider, enabled explicitly.
    NODE_ENV: 'development',
    PAYMENT_TEST_PROVIDER: 'enabled',
    MONTONIO_ACCESS_KEY: E2E_MONTONIO_KEYS.accessKey,
    MONTONIO_SECRET_KEY: E2E_MONTONIO_KEYS.secretKey,
    MONTONIO_API_URL: montonio.apiUrl,
    API_PUBLIC_ORIGIN: apiUrl,
    GOOGLE_CLIENT_ID: 'e2e-google-client',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret-5d1c',
    GOOGLE_ISSUER_URL: google.issuerUrl,
  });
  const storefront = startStorefrontProcess(buildCopy, storefrontPort, apiUrl);

  const stop = async () => {
    await Promise.all([api.child, storefront.child].map((child) => stopChild(child)));
    await montonio.stop();
    await google.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildCopy, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${apiUrl}/health`, api.child, api.output);
    await waitForOk(`${storefrontUrl}/healthz`, storefront.child, storefront.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, storefrontUrl, mailDir, pids: { api: api.child.pid!, storefront: storefront.child.pid! }, stop };
}
