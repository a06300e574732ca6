import { and, eq, gt, or, sql } from 'drizzle-orm';
import { MS_PER_SECOND } from '@salon/domain';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';
import { API_ERROR_CODE, ApiError } from '../lib/errors';

/**
 * Login throttling (docs/decisions/0010-security.md). State lives in the login_throttle table so
 * that every API instance enforces the same limits; nothing is kept in process memory.
 */
const MINUTE_MS = 60 * MS_PER_SECOND;
/** Failed logins for one e-mail within LOGIN_FAILURE_WINDOW_MS that lock the account. */
export const LOGIN_MAX_FAILURES_PER_EMAIL = 5;
/** Failed logins from one client address within LOGIN_FAILURE_WINDOW_MS that block the address. */
export const LOGIN_MAX_FAILURES_PER_IP = 50;
/** The counting window; it starts at the first failure and a new one starts after it ends. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** How long an account (or address) stays locked once the limit is reached. */
export const LOGIN_LOCK_MS = 15 * MINUTE_MS;

const THROTTLE_SCOPE = { EMAIL: 'email', IP: 'ip' } as const;
type ThrottleScope = (typeof THROTTLE_SCOPE)[keyof typeof THROTTLE_SCOPE];

const LIMITS: Record<ThrottleScope, number> = { email: LOGIN_MAX_FAILURES_PER_EMAIL, ip: LOGIN_MAX_FAILURES_PER_IP };

function retryAfterSeconds(lockedUntil: Date, now: Date): string {
  return String(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MS_PER_SECOND)));
}

/**
 * Refuses the attempt before the password is checked when the address or the e-mail is locked:
 * 429 TOO_MANY_REQUESTS / ACCOUNT_LOCKED with Retry-After. Any e-mail can be locked, existing
 * or not, so the answer reveals nothing about accounts.
 */
export async function assertLoginAllowed(db: Database, email: string, ip: string | null, now = new Date()): Promise<void> {
  const keys = [and(eq(loginThrottle.scope, THROTTLE_SCOPE.EMAIL), eq(loginThrottle.key, email))];
  if (ip) keys.push(and(eq(loginThrottle.scope, THROTTLE_SCOPE.IP), eq(loginThrottle.key, ip)));
  const locks = await db
    .select({ scope: loginThrottle.scope, lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(or(...keys), gt(loginThrottle.lockedUntil, now)));
  const ipLock = locks.find((lock) => lock.scope === THROTTLE_SCOPE.IP);
  if (ipLock?.lockedUntil) {
    throw new ApiError(429, API_ERROR_CODE.TOO_MANY_REQUESTS, 'Too many failed logins from this address. Try again later.', undefined, undefined, {
      'Retry-After': retryAfterSeconds(ipLock.lockedUntil, now),
    });
  }
  const emailLock = locks.find((lock) => lock.scope === THROTTLE_SCOPE.EMAIL);
  if (emailLock?.lockedUntil) {
    throw new ApiError(429, API_ERROR_CODE.ACCOUNT_LOCKED, 'Too many failed logins for this account. Try again later.', undefined, undefined, {
      'Retry-After': retryAfterSeconds(emailLock.lockedUntil, now),
    });
  }
}

/**
 * Counts one failure in a single atomic upsert (safe under concurrent attempts on any number of
 * instances): a window that ended, or a lock that expired, starts over at 1; reaching the limit
 * sets locked_until.
 */
async function countFailure(db: Database, scope: ThrottleScope, key: string, now: Date): Promise<void> {
  const limit = LIMITS[scope];
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const lockEnd = new Date(now.getTime() + LOGIN_LOCK_MS).toISOString();
  const expired = sql`(${loginThrottle.windowStartedAt} <= ${windowStart}::timestamptz or (${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= ${nowText}::timestamptz))`;
  const nextFailures = sql`(case when ${expired} then 1 else ${loginThrottle.failures} + 1 end)`;
  await db
    .insert(loginThrottle)
    .values({ scope, key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? new Date(lockEnd) : null })
    .onConflictDoUpdate({
      target: [loginThrottle.scope, loginThrottle.key],
      set: {
        failures: nextFailures,
        windowStartedAt: sql`(case when ${expired} then ${nowText}::timestamptz else ${loginThrottle.windowStartedAt} end)`,
        lockedUntil: sql`(case when ${nextFailures} >= ${limit} then ${lockEnd}::timestamptz when ${expired} then null else ${loginThrottle.lockedUntil} end)`,
      },
    });
}

export async function recordLoginFailure(db: Database, email: string, ip: string | null, now = new Date()): Promise<void> {
  await countFailure(db, THROTTLE_SCOPE.EMAIL, email, now);
  if (ip) await countFailure(db, THROTTLE_SCOPE.IP, ip, now);
}

/** A successful login clears the account's counter (not the address's: one good login must not hide many bad ones). */
export async function recordLoginSuccess(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(and(eq(loginThrottle.scope, THROTTLE_SCOPE.EMAIL), eq(loginThrottle.key, email)));
}
