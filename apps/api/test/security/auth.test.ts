/**
 * Security of logging in (docs/decisions/0010-security.md): scrypt password hashes, the
 * database-backed login throttle and lockout, token expiry and revocation on logout.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApi } from '../support/testApi';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_MAX_FAILURES_PER_IP } from '../../src/auth/loginThrottle';
import { authTokens, loginThrottle, users } from '../../src/db/schema';
import { SEED_LOGIN, SEED_PASSWORD } from '../../src/seed/accessData';

const LOGIN = '/api/v1/rest-auth/login/';
const USER = '/api/v1/rest-auth/user/';
const LOGOUT = '/api/v1/rest-auth/logout/';
const WRONG_PASSWORD = 'not-the-password';

// Addresses arrive as X-Forwarded-For from one trusted proxy (the storefront).
const api = await createTestApi({ trustProxyHops: 1 });
afterAll(() => api.close());
const db = api.database.db;

let addressCounter = 0;
/** A fresh client address per test, so the per-address counter of one test does not leak into another. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function login(email: string, password: string, address: string) {
  return api.request('POST', LOGIN, { body: { email, password }, headers: { 'X-Forwarded-For': address } });
}

beforeEach(async () => {
  await db.delete(loginThrottle);
});

describe('password storage', () => {
  it('stores scrypt with a per-user salt: never the password, different for two users with the same password', async () => {
    const rows = await db.select({ email: users.email, hash: users.passwordHash }).from(users).where(sql`${users.email} in (${SEED_LOGIN.PRIVATE}, ${SEED_LOGIN.LOYAL})`);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as unknown as [{ hash: string }, { hash: string }];
    // The seed gives both the same password.
    for (const row of rows) {
      expect(row.hash).not.toContain(SEED_PASSWORD);
      expect(row.hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(await verifyPassword(SEED_PASSWORD, row.hash)).toBe(true);
      expect(await verifyPassword(`${SEED_PASSWORD}x`, row.hash)).toBe(false);
    }
    expect(first.hash).not.toBe(second.hash);
    expect(first.hash.split('$')[1]).not.toBe(second.hash.split('$')[1]);
    const [again, twice] = [await hashPassword('same'), await hashPassword('same')];
    expect(again).not.toBe(twice);
  });

  it('compares in constant time and refuses malformed stored hashes', async () => {
    const source = await import('node:fs').then((fs) => fs.readFileSync(new URL('../../src/auth/passwords.ts', import.meta.url), 'utf8'));
    expect(source).toMatch(/timingSafeEqual\(/);
    expect(source).not.toMatch(/expected\s*===\s*actual|toString\('hex'\)\s*===/);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$$')).toBe(false);
    expect(await verifyPassword('x', 'md5$00$00')).toBe(false);
  });
});

describe('login throttle and lockout (stored in the database)', () => {
  it(`locks an e-mail after ${LOGIN_MAX_FAILURES_PER_EMAIL} failures: 429 ACCOUNT_LOCKED with Retry-After, even for the right password`, async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES_PER_EMAIL; attempt += 1) {
      const failed = await login(SEED_LOGIN.LOYAL, WRONG_PASSWORD, address);
      expect(failed.status, `attempt ${attempt}`).toBe(400);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await login(SEED_LOGIN.LOYAL, SEED_PASSWORD, freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(LOGIN_LOCK_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LOCK_MS / 1000);
    // The lock is a row in the database, not process memory: a second app on the same
    // database (another instance) refuses too.
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, SEED_LOGIN.LOYAL));
    expect(row).toMatchObject({ scope: 'email', failures: LOGIN_MAX_FAILURES_PER_EMAIL });
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + LOGIN_LOCK_MS - 60_000);
    // Once the lock has run out, the right password works again and clears the counter.
    await db.update(loginThrottle).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(loginThrottle.key, SEED_LOGIN.LOYAL));
    expect((await login(SEED_LOGIN.LOYAL, SEED_PASSWORD, address)).status).toBe(200);
    expect(await db.select().from(loginThrottle).where(eq(loginThrottle.key, SEED_LOGIN.LOYAL))).toEqual([]);
  });

  it('locks unknown e-mails the same way (no account probing) and counts a new window after the old one ends', async () => {
    const email = 'nobody@salon.test';
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_EMAIL - 1; attempt += 1) await login(email, WRONG_PASSWORD, freshAddress());
    // The window ends: the next failure starts a new count instead of locking.
    await db.update(loginThrottle).set({ windowStartedAt: new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 1000) }).where(eq(loginThrottle.key, email));
    expect((await login(email, WRONG_PASSWORD, freshAddress())).status).toBe(400);
    const [restarted] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, email));
    expect(restarted).toMatchObject({ failures: 1, lockedUntil: null });
    for (let attempt = 1; attempt < LOGIN_MAX_FAILURES_PER_EMAIL; attempt += 1) await login(email, WRONG_PASSWORD, freshAddress());
    const locked = await login(email, WRONG_PASSWORD, freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('a successful login resets the e-mail counter', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_EMAIL - 1; attempt += 1) await login(SEED_LOGIN.PRIVATE, WRONG_PASSWORD, address);
    expect((await login(SEED_LOGIN.PRIVATE, SEED_PASSWORD, address)).status).toBe(200);
    // Four more failures do not lock: the count started again at zero.
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_EMAIL - 1; attempt += 1) {
      expect((await login(SEED_LOGIN.PRIVATE, WRONG_PASSWORD, address)).status).toBe(400);
    }
    expect((await login(SEED_LOGIN.PRIVATE, SEED_PASSWORD, address)).status).toBe(200);
  });

  it(`blocks an address after ${LOGIN_MAX_FAILURES_PER_IP} failures across many e-mails: 429 TOO_MANY_REQUESTS`, async () => {
    const address = freshAddress();
    // Spread over many e-mails so that no single account locks (credential stuffing).
    const emails = Array.from({ length: LOGIN_MAX_FAILURES_PER_IP }, (_, index) => `stuffing${index}@example.com`);
    for (const email of emails) expect((await login(email, WRONG_PASSWORD, address)).status).toBe(400);
    const blocked = await login(SEED_LOGIN.BUSINESS_ADMIN, SEED_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not affected; only the right-most X-Forwarded-For entry counts, so a
    // client cannot escape by prepending its own addresses.
    expect((await login(SEED_LOGIN.BUSINESS_ADMIN, SEED_PASSWORD, freshAddress())).status).toBe(200);
    const spoofed = await login(SEED_LOGIN.BUSINESS_ADMIN, SEED_PASSWORD, `203.0.113.7, ${address}`);
    expect(spoofed.status).toBe(429);
  });

  it('counts concurrent failures exactly (atomic upsert)', async () => {
    const email = 'parallel@salon.test';
    await Promise.all(Array.from({ length: LOGIN_MAX_FAILURES_PER_EMAIL - 1 }, () => login(email, WRONG_PASSWORD, freshAddress())));
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, email));
    expect(row!.failures).toBe(LOGIN_MAX_FAILURES_PER_EMAIL - 1);
    expect(row!.lockedUntil).toBeNull();
  });
});

describe('tokens', () => {
  it('an expired token answers 401', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('GET', USER, { token })).status).toBe(200);
    await db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where id = (select max(id) from auth_tokens)`);
    const expired = await api.request('GET', USER, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('INVALID_TOKEN');
  });

  it('logout revokes the token: the same token then answers 401, other sessions stay valid', async () => {
    const token = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const other = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    expect((await api.request('POST', LOGOUT, { token })).status).toBe(200);
    const after = await api.request('GET', USER, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('INVALID_TOKEN');
    expect((await api.request('POST', LOGOUT, { token })).status).toBe(401);
    expect((await api.request('GET', USER, { token: other })).status).toBe(200);
  });

  it('stores only a hash of the token and gives it the configured lifetime', async () => {
    const token = await api.login(SEED_LOGIN.LOYAL);
    const rows = await db.select({ keyHash: authTokens.keyHash, expiresAt: authTokens.expiresAt, createdAt: authTokens.createdAt }).from(authTokens);
    expect(rows.some((row) => row.keyHash === token)).toBe(false);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const ttlDays = (newest.expiresAt.getTime() - newest.createdAt.getTime()) / 86_400_000;
    expect(Math.round(ttlDays)).toBe(30);
  });
});
