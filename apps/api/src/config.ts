import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_API_PORT = 4000;
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** SQL migrations written by drizzle-kit (plus hand-written search indexes). */
export const MIGRATIONS_DIR = path.join(appRoot, 'drizzle');

/** Products in the default seed; SEED_PRODUCTS=20000 gives the big catalogue. */
export const DEFAULT_SEED_PRODUCTS = 2000;
const DEFAULT_TOKEN_TTL_DAYS = 30;
const DEFAULT_SIGNING_WINDOW_SECONDS = 300;

/** How TH-DateTime / TH-Nonce are checked (docs/decisions/0005-request-signing.md). */
export type RequestSigningMode = 'off' | 'lenient' | 'strict';
const SIGNING_MODES: readonly RequestSigningMode[] = ['off', 'lenient', 'strict'];

export interface RequestSigningConfig {
  mode: RequestSigningMode;
  /** Shared secret hashed with the timestamp; without it nothing can be verified. */
  salt: string | undefined;
  /** A TH-DateTime further than this from the server clock is stale. */
  windowSeconds: number;
}

export interface ApiConfig {
  port: number;
  /** postgres://… selects a real PostgreSQL; otherwise the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded media library files and documents (API_DATA_DIR/media unless MEDIA_DIR is set). */
  mediaDir: string;
  /** Seed an empty database at start. */
  seedOnStart: boolean;
  seedProducts: number;
  tokenTtlDays: number;
  requestSigning: RequestSigningConfig;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = positiveInteger(env, 'API_PORT', DEFAULT_API_PORT);
  if (port > 65535) throw new Error(`API_PORT must be a TCP port number, got "${env.API_PORT}"`);
  const mode = (env.REQUEST_SIGNING_MODE ?? 'lenient') as RequestSigningMode;
  if (!SIGNING_MODES.includes(mode)) throw new Error(`REQUEST_SIGNING_MODE must be one of ${SIGNING_MODES.join(', ')}`);
  const dataDir = env.API_DATA_DIR ?? path.join(appRoot, '.data');
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: env.MEDIA_DIR || (dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'salon-media') : path.join(dataDir, 'media')),
    seedOnStart: env.API_SEED !== 'off',
    seedProducts: positiveInteger(env, 'SEED_PRODUCTS', DEFAULT_SEED_PRODUCTS),
    tokenTtlDays: positiveInteger(env, 'AUTH_TOKEN_TTL_DAYS', DEFAULT_TOKEN_TTL_DAYS),
    requestSigning: {
      mode,
      salt: env.REQUEST_SIGNING_SALT || undefined,
      windowSeconds: positiveInteger(env, 'REQUEST_SIGNING_WINDOW_SECONDS', DEFAULT_SIGNING_WINDOW_SECONDS),
    },
  };
}
