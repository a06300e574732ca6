import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_API_CACHE_SECONDS } from '@salon/domain';

const DEFAULT_API_PORT = 4000;
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** SQL migrations written by drizzle-kit (plus hand-written search indexes). */
export const MIGRATIONS_DIR = path.join(appRoot, 'drizzle');

/** Products in the default seed; SEED_PRODUCTS=20000 gives the big catalogue. */
const DEFAULT_SEED_PRODUCTS = 2000;
const DEFAULT_TOKEN_TTL_DAYS = 30;
const DEFAULT_SIGNING_WINDOW_SECONDS = 300;
/** Hourly: the services only tidy up, so nothing depends on their exact timing. */
const DEFAULT_BACKGROUND_SERVICES_INTERVAL_SECONDS = 3600;
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
type RequestSigningMode = 'off' | 'lenient' | 'strict';
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
  /**
   * Include the demo catalogue and demo accounts (published password, a full administrator) in
   * that seed. On outside production unless SEED_DEMO_DATA=no; in production only with
   * SEED_DEMO_DATA=yes (logged as a warning). Without it only reference data is seeded.
   */
  seedDemoData: boolean;
  /**
   * The built-in test payment provider, which settles any order without money. Only with
   * PAYMENT_TEST_PROVIDER=enabled, never in production (start-up stops).
   */
  paymentTestProvider: boolean;
  /** Montonio (bank links and cards, docs/decisions/0042-payment-provider.md): on when its keys are set. */
  montonio: MontonioConfig | undefined;
  /** Social login providers that are on (both their id and secret are set): docs/decisions/0043-social-login.md. */
  socialLogin: SocialLoginConfig;
  /**
   * Where payment providers reach this API (their signed notifications): API_PUBLIC_ORIGIN.
   * Outside production it defaults to http://localhost:API_PORT.
   */
  apiPublicOrigin: string;
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
  /** Seconds a shared anonymous answer is kept (lib/publicCache.ts; 0 = not kept). API_PUBLIC_CACHE_SECONDS. */
  publicCacheSeconds: number;
  /** Seconds between scheduled runs of the background services (0 = off; only server.ts schedules them). */
  backgroundServicesIntervalSeconds: number;
  /**
   * Omniva's public locations JSON (https://www.omniva.ee/locations.json), fetched by the
   * refresh-parcel-machines background service. Unset (the default): the stored list is never
   * refreshed, e.g. the seeded snapshot in development (docs/decisions/0041).
   */
  parcelMachinesUrl: string | undefined;
  mail: MailConfig;
  /** Where job applications go: the staff address their mail is sent to, and the folder of their CVs (never served). */
  careers: { mailTo: string; applicationsDir: string };
  /** Origin of the storefront, for the links in e-mails (never taken from a request's Host). */
  storefrontOrigin: string;
  isProduction: boolean;
}

export interface MontonioConfig {
  accessKey: string;
  /** Signs and verifies every token exchanged with Montonio: only from MONTONIO_SECRET_KEY, never logged. */
  secretKey: string;
  /** Stargate API base: production by default, MONTONIO_API_URL for the sandbox or a local fake. */
  apiUrl: string;
}
const MONTONIO_PRODUCTION_API_URL = 'https://stargate.montonio.com/api';

interface OAuthClientConfig {
  clientId: string;
  /** Only from the environment, never logged. */
  clientSecret: string;
}
export interface GoogleLoginConfig extends OAuthClientConfig {
  /** OpenID issuer whose discovery document names the endpoints and keys; GOOGLE_ISSUER_URL points tests at a local mock. */
  issuerUrl: string;
}
export interface FacebookLoginConfig extends OAuthClientConfig {
  authUrl: string;
  tokenUrl: string;
  /** Graph API base; `/me` gives the id, name and confirmed e-mail. */
  graphUrl: string;
}
export interface SocialLoginConfig {
  google?: GoogleLoginConfig;
  facebook?: FacebookLoginConfig;
}
export const GOOGLE_ISSUER_URL = 'https://accounts.google.com';
const FACEBOOK_GRAPH_VERSION = 'v21.0';
const FACEBOOK_URLS = {
  authUrl: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
  tokenUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
  graphUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
} as const;

/** Mail transports this build can use (docs/decisions/0011-account-flows-and-mail.md). */
const MAIL_TRANSPORTS = ['file', 'smtp'] as const;
export type MailTransportName = (typeof MAIL_TRANSPORTS)[number];
const DEVELOPMENT_STOREFRONT_ORIGIN = 'http://localhost:3000';
const DEFAULT_MAIL_FROM = 'Salon <no-reply@salon.test>';
const DEFAULT_CAREERS_MAIL_TO = 'careers@salon.test';

export interface MailConfig {
  transport: MailTransportName;
  /** Where the file transport writes .eml files. */
  dir: string;
  from: string;
  /**
   * smtp transport: smtp://user:password@host:587 (STARTTLS when the server offers it) or
   * smtps://user:password@host:465 (TLS from the start). Holds the password: only from SMTP_URL,
   * never logged or echoed in errors.
   */
  smtpUrl?: string;
}

/** The SMTP_URL as a URL, or a ConfigurationError that never repeats the value (it holds the password). */
function parseSmtpUrl(raw: string | undefined): URL {
  const value = raw?.trim();
  if (!value) {
    throw new ConfigurationError('SMTP_URL is not set. MAIL_TRANSPORT=smtp needs the mail server, e.g. SMTP_URL=smtps://user:password@smtp.example.com:465, and start again.');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError('SMTP_URL is not a valid URL. Use smtp://user:password@host:587 or smtps://user:password@host:465 (percent-encode special characters in the password).');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigurationError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  if (!url.hostname) throw new ConfigurationError('SMTP_URL names no mail server host.');
  return url;
}

/**
 * Outside production the file transport is the default. In production a missing MAIL_TRANSPORT
 * stops start-up: e-mails that silently go nowhere would lock shoppers out of their accounts;
 * MAIL_TRANSPORT=file is allowed when that is really wanted.
 */
function readMailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const raw = env.MAIL_TRANSPORT?.trim();
  if (!raw && env.NODE_ENV === 'production') {
    throw new ConfigurationError(`MAIL_TRANSPORT is not set. In production choose how e-mail leaves the server (one of: ${MAIL_TRANSPORTS.join(', ')}) and start again.`);
  }
  const transport = (raw || 'file') as MailTransportName;
  if (!MAIL_TRANSPORTS.includes(transport)) throw new ConfigurationError(`MAIL_TRANSPORT must be one of ${MAIL_TRANSPORTS.join(', ')}, got "${raw}"`);
  const dir = env.MAIL_DIR || (dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'salon-mail') : path.join(dataDir, 'mail'));
  // A chosen smtp transport without a usable server would only fail on the first mail: refuse at start-up.
  const smtpUrl = transport === 'smtp' ? parseSmtpUrl(env.SMTP_URL).href : undefined;
  return { transport, dir, from: env.MAIL_FROM || DEFAULT_MAIL_FROM, ...(smtpUrl && { smtpUrl }) };
}

function readStorefrontOrigin(env: NodeJS.ProcessEnv): string {
  const raw = env.STOREFRONT_ORIGIN?.trim();
  if (!raw && env.NODE_ENV === 'production') {
    throw new ConfigurationError('STOREFRONT_ORIGIN is not set. E-mailed confirmation and password links point there: set it (e.g. https://www.salon.ee) and start again.');
  }
  const origin = (raw || DEVELOPMENT_STOREFRONT_ORIGIN).replace(/\/+$/, '');
  try {
    new URL(origin);
  } catch {
    throw new ConfigurationError(`STOREFRONT_ORIGIN must be an absolute URL, got "${origin}"`);
  }
  return origin;
}

function readParcelMachinesUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.PARCEL_MACHINES_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(`PARCEL_MACHINES_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigurationError(`PARCEL_MACHINES_URL must be an http(s) URL, got "${url.protocol}//".`);
  return url.href;
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
function readSecret(env: NodeJS.ProcessEnv, name: string, developmentDefault: string): string {
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

/** yes/no settings: anything else is a typo that would silently pick the default, so it stops start-up. */
function yesNo(env: NodeJS.ProcessEnv, name: string, yes: string, no: string): boolean | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (raw === yes) return true;
  if (raw === no) return false;
  throw new ConfigurationError(`${name} must be "${yes}" or "${no}", got "${raw}"`);
}

function readSeedDemoData(env: NodeJS.ProcessEnv): boolean {
  const asked = yesNo(env, 'SEED_DEMO_DATA', 'yes', 'no');
  return env.NODE_ENV === 'production' ? asked === true : asked !== false;
}

function readPaymentTestProvider(env: NodeJS.ProcessEnv): boolean {
  const enabled = yesNo(env, 'PAYMENT_TEST_PROVIDER', 'enabled', 'disabled') === true;
  if (enabled && env.NODE_ENV === 'production') {
    throw new ConfigurationError('PAYMENT_TEST_PROVIDER=enabled in production: the test provider marks any order paid without money. Remove the setting and start again.');
  }
  return enabled;
}

/**
 * Montonio is on when both keys are set; one without the other is a half-done setup that would
 * only fail at the first payment, so it stops start-up.
 */
function readMontonio(env: NodeJS.ProcessEnv): MontonioConfig | undefined {
  const accessKey = env.MONTONIO_ACCESS_KEY?.trim();
  const secretKey = env.MONTONIO_SECRET_KEY?.trim();
  if (!accessKey && !secretKey) return undefined;
  if (!accessKey || !secretKey) {
    throw new ConfigurationError(`${accessKey ? 'MONTONIO_SECRET_KEY' : 'MONTONIO_ACCESS_KEY'} is not set. Montonio needs both keys from its Partner System (or neither, to turn it off); set it and start again.`);
  }
  const apiUrl = absoluteOrigin(env, 'MONTONIO_API_URL', env.MONTONIO_API_URL?.trim() || MONTONIO_PRODUCTION_API_URL);
  return { accessKey, secretKey, apiUrl };
}

/** A provider's id and secret, both or neither: one alone is a half-done setup that would only fail at the first login. */
function readOAuthClient(env: NodeJS.ProcessEnv, prefix: 'GOOGLE' | 'FACEBOOK', name: string): OAuthClientConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const missing = clientId ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
    throw new ConfigurationError(`${missing} is not set. Login with ${name} needs both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET (or neither, to turn it off); set it and start again.`);
  }
  return { clientId, clientSecret };
}

function readSocialLogin(env: NodeJS.ProcessEnv): SocialLoginConfig {
  const google = readOAuthClient(env, 'GOOGLE', 'Google');
  const facebook = readOAuthClient(env, 'FACEBOOK', 'Facebook');
  const url = (name: string, fallback: string) => absoluteOrigin(env, name, env[name]?.trim() || fallback);
  return {
    ...(google && { google: { ...google, issuerUrl: url('GOOGLE_ISSUER_URL', GOOGLE_ISSUER_URL) } }),
    ...(facebook && {
      facebook: {
        ...facebook,
        authUrl: url('FACEBOOK_AUTH_URL', FACEBOOK_URLS.authUrl),
        tokenUrl: url('FACEBOOK_TOKEN_URL', FACEBOOK_URLS.tokenUrl),
        graphUrl: url('FACEBOOK_GRAPH_URL', FACEBOOK_URLS.graphUrl),
      },
    }),
  };
}

function readApiPublicOrigin(env: NodeJS.ProcessEnv, port: number, paymentsNeedIt: boolean): string {
  const raw = env.API_PUBLIC_ORIGIN?.trim();
  if (!raw && paymentsNeedIt && env.NODE_ENV === 'production') {
    throw new ConfigurationError('API_PUBLIC_ORIGIN is not set. Montonio sends its signed payment notifications there: set the public address of this API (e.g. https://api.salon.ee) and start again.');
  }
  return absoluteOrigin(env, 'API_PUBLIC_ORIGIN', raw || `http://localhost:${port}`, paymentsNeedIt);
}

function absoluteOrigin(env: NodeJS.ProcessEnv, name: string, value: string, used = true): string {
  const trimmed = value.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigurationError(`${name} must be an absolute URL, got "${trimmed}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigurationError(`${name} must start with https:// or http://, got "${url.protocol}//"`);
  if (used && env.NODE_ENV === 'production' && url.protocol !== 'https:') throw new ConfigurationError(`${name} must use https:// in production, got "${trimmed}"`);
  return trimmed;
}

/** Where the data lives: PostgreSQL when DATABASE_URL is set, else the PGlite folder (also used by the create-admin command). */
export function readDatabaseLocation(env: NodeJS.ProcessEnv = process.env): { databaseUrl: string | undefined; dataDir: string } {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.API_DATA_DIR ?? path.join(appRoot, '.data') };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = positiveInteger(env, 'API_PORT', DEFAULT_API_PORT);
  if (port > 65535) throw new Error(`API_PORT must be a TCP port number, got "${env.API_PORT}"`);
  const mode = (env.REQUEST_SIGNING_MODE ?? 'lenient') as RequestSigningMode;
  if (!SIGNING_MODES.includes(mode)) throw new Error(`REQUEST_SIGNING_MODE must be one of ${SIGNING_MODES.join(', ')}`);
  const { databaseUrl, dataDir } = readDatabaseLocation(env);
  // With signing off nothing is verified, so no salt is needed.
  const salt = mode === 'off' ? undefined : readSecret(env, 'REQUEST_SIGNING_SALT', DEVELOPMENT_REQUEST_SIGNING_SALT);
  const montonio = readMontonio(env);
  return {
    port,
    databaseUrl,
    dataDir,
    mediaDir: env.MEDIA_DIR || (dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'salon-media') : path.join(dataDir, 'media')),
    seedOnStart: env.API_SEED !== 'off',
    seedDemoData: readSeedDemoData(env),
    paymentTestProvider: readPaymentTestProvider(env),
    montonio,
    socialLogin: readSocialLogin(env),
    apiPublicOrigin: readApiPublicOrigin(env, port, montonio !== undefined),
    seedProducts: positiveInteger(env, 'SEED_PRODUCTS', DEFAULT_SEED_PRODUCTS),
    tokenTtlDays: positiveInteger(env, 'AUTH_TOKEN_TTL_DAYS', DEFAULT_TOKEN_TTL_DAYS),
    requestSigning: {
      mode,
      salt,
      windowSeconds: positiveInteger(env, 'REQUEST_SIGNING_WINDOW_SECONDS', DEFAULT_SIGNING_WINDOW_SECONDS),
    },
    trustProxyHops: nonNegativeInteger(env, 'API_TRUST_PROXY_HOPS', 0),
    publicCacheSeconds: nonNegativeInteger(env, 'API_PUBLIC_CACHE_SECONDS', PUBLIC_API_CACHE_SECONDS),
    backgroundServicesIntervalSeconds: nonNegativeInteger(env, 'BACKGROUND_SERVICES_INTERVAL_SECONDS', DEFAULT_BACKGROUND_SERVICES_INTERVAL_SECONDS),
    parcelMachinesUrl: readParcelMachinesUrl(env),
    mail: readMailConfig(env, dataDir),
    careers: {
      mailTo: env.CAREERS_MAIL_TO || DEFAULT_CAREERS_MAIL_TO,
      applicationsDir: env.APPLICATIONS_DIR || (dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'salon-applications') : path.join(dataDir, 'applications')),
    },
    storefrontOrigin: readStorefrontOrigin(env),
    isProduction: env.NODE_ENV === 'production',
  };
}
