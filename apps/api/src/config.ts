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
/**
 * Request-signing salt used when NODE_ENV is not production and REQUEST_SIGNING_SALT is unset.
 * Empty, like the storefront's DEVELOPMENT_NONCE_SALT, so a development storefront and API
 * sign and verify alike. Never used in production: there a missing salt stops start-up.
 */
export const DEVELOPMENT_REQUEST_SIGNING_SALT = '';

/** Configuration that cannot work: start-up stops with this message. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

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
  /**
   * Reverse proxies in front of the API that append to X-Forwarded-For (the storefront's /api
   * proxy and session routes, a load balancer). 0 = use the socket address; n = the n-th
   * address from the right of X-Forwarded-For is the client. Used by the login throttle and
   * for X-Forwarded-Proto (HSTS).
   */
  trustProxyHops: number;
  isProduction: boolean;
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigurationError(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

/**
 * Secrets come only from the environment. Outside production a missing secret falls back to its
 * development default; in production it stops start-up with a message naming the variable.
 */
export function readSecret(env: NodeJS.ProcessEnv, name: string, developmentDefault: string): string {
  const value = env[name];
  if (value !== undefined && value !== '') return value;
  if (env.NODE_ENV === 'production') {
    throw new ConfigurationError(`${name} is not set. In production every secret must come from the environment: set ${name} (the same value as the storefront's) and start again.`);
  }
  return developmentDefault;
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
  // With signing off nothing is verified, so no salt is needed.
  const salt = mode === 'off' ? undefined : readSecret(env, 'REQUEST_SIGNING_SALT', DEVELOPMENT_REQUEST_SIGNING_SALT);
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
      salt,
      windowSeconds: positiveInteger(env, 'REQUEST_SIGNING_WINDOW_SECONDS', DEFAULT_SIGNING_WINDOW_SECONDS),
    },
    trustProxyHops: nonNegativeInteger(env, 'API_TRUST_PROXY_HOPS', 0),
    isProduction: env.NODE_ENV === 'production',
  };
}
