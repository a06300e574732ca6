/**
 * Account probing and the login throttle behind the storefront (docs/decisions/0010-security.md,
 * "Hardening of 2026-11-24 (API)"): login costs the same for unknown and known e-mails, and the
 * per-address limit counts the shopper's address that the signing storefront forwards, never one
 * address shared by every shopper.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApi } from '../support/testApi';
import { computeNonce } from '../../src/middleware/requestSigning';
import { LOGIN_MAX_FAILURES_PER_IP } from '../../src/auth/loginThrottle';
import { loginThrottle, users } from '../../src/db/schema';
import { SEED_LOGIN, SEED_PASSWORD } from '../../src/seed/accessData';

const SALT = 'test-signing-salt';
const api = await createTestApi({ requestSigning: { mode: 'lenient', salt: SALT, windowSeconds: 300 } });
afterAll(() => api.close());
const db = api.database.db;
const LOGIN = '/api/v1/rest-auth/login/';
/** Every request arrives from the storefront server's socket, as in production. */
const STOREFRONT_SOCKET = { incoming: { socket: { remoteAddress: '10.0.0.5' } } };

function signedHeaders(): Record<string, string> {
  const dateTime = String(Date.now());
  return { 'TH-DateTime': dateTime, 'TH-Nonce': computeNonce(dateTime, SALT) };
}

async function login(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await api.app.request(LOGIN, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) }, STOREFRONT_SOCKET);
  return { status: response.status, body: (await response.json()) as any };
}

beforeEach(async () => {
  await db.delete(loginThrottle);
});

/**
 * Median time of a failed login for each of two e-mails, measured alternately so that a burst
 * of load on the machine slows both sides alike rather than one.
 */
async function interleavedMedians(first: string, second: string): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    for (const [side, email] of [first, second].entries()) {
      await db.delete(loginThrottle);
      const started = performance.now();
      await login(email, 'Wrong-password-1');
      times[side]!.push(performance.now() - started);
    }
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[2]!;
  return [median(times[0]), median(times[1])];
}

describe('login timing and answers do not tell whether an e-mail has an account', () => {
  it('answers unknown e-mails, wrong passwords and password-less users alike, in comparable time', async () => {
    const [unknown, wrong] = [await login('nobody-here@salon.test', 'Wrong-password-1'), await login(SEED_LOGIN.LOYAL, 'Wrong-password-1')];
    expect(unknown).toEqual(wrong);
    expect(unknown.status).toBe(400);

    const [known, missing] = await interleavedMedians(SEED_LOGIN.PRIVATE, 'nobody-at-all@salon.test');
    // Before the fix: ~9 ms against ~229 ms (ratio 0.04: no scrypt for unknown e-mails). The
    // bounds leave room for a busy machine (another test lane shares the two cores) while still
    // telling a skipped password hash apart.
    expect(missing / known).toBeGreaterThan(0.25);
    expect(missing / known).toBeLessThan(4);
  });

  it('runs the password check for a user whose stored hash is unusable (no password set)', async () => {
    await db.update(users).set({ passwordHash: '' }).where(eq(users.email, SEED_LOGIN.TH_EVENT_ADMIN));
    const answer = await login(SEED_LOGIN.TH_EVENT_ADMIN, 'Wrong-password-1');
    expect(answer.body.code).toBe('INVALID_CREDENTIALS');
    const [reference, passwordless] = await interleavedMedians(SEED_LOGIN.PRIVATE, SEED_LOGIN.TH_EVENT_ADMIN);
    expect(passwordless / reference).toBeGreaterThan(0.25);
  });
});

describe('per-address login throttle behind the signing storefront', () => {
  it('blocks the attacking address only: another shopper behind the same storefront still logs in', async () => {
    const attacker = '203.0.113.10';
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_IP; attempt += 1) {
      // A new e-mail each time: only the address limit can stop this.
      const failed = await login(`victim-${attempt}@salon.test`, 'Wrong-password-1', { ...signedHeaders(), 'X-Forwarded-For': attacker });
      expect(failed.status).toBe(400);
    }
    const blocked = await login('victim-x@salon.test', 'Wrong-password-1', { ...signedHeaders(), 'X-Forwarded-For': attacker });
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    // Another shopper: before, every request shared the storefront's socket address and was locked out too.
    const shopper = await login(SEED_LOGIN.PRIVATE, SEED_PASSWORD, { ...signedHeaders(), 'X-Forwarded-For': `${attacker}, 198.51.100.20` });
    expect(shopper.status).toBe(200);
    // A spoofed left entry does not choose the address: the rightmost one (the storefront's) counts.
    const rows = await db.select({ key: loginThrottle.key }).from(loginThrottle).where(eq(loginThrottle.scope, 'ip'));
    expect(rows.map((row) => row.key)).toEqual([attacker]);
  }, 120_000);

  it('ignores X-Forwarded-For on unsigned requests: the socket address counts', async () => {
    const forged = await login('someone@salon.test', 'Wrong-password-1', { 'X-Forwarded-For': '192.0.2.99' });
    expect(forged.status).toBe(400);
    const rows = await db.select({ key: loginThrottle.key }).from(loginThrottle).where(eq(loginThrottle.scope, 'ip'));
    expect(rows.map((row) => row.key)).toEqual(['10.0.0.5']);
  });

  it('does not trust X-Forwarded-For when the nonce is wrong (the request is refused)', async () => {
    const wrong = await login('someone@salon.test', 'Wrong-password-1', { 'TH-DateTime': String(Date.now()), 'TH-Nonce': 'f'.repeat(64), 'X-Forwarded-For': '192.0.2.98' });
    expect(wrong.body.code).toBe('INVALID_NONCE');
  });
});

describe('password reset and registration answer alike for known and unknown e-mails', () => {
  it('reset: the same body for an existing and a missing account', async () => {
    const post = async (email: string) => {
      const response = await api.app.request('/api/v1/rest-auth/password/reset/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) }, STOREFRONT_SOCKET);
      return { status: response.status, body: (await response.json()) as any };
    };
    const known = await post(SEED_LOGIN.BUSINESS_ADMIN);
    const missing = await post('nobody-reset@salon.test');
    expect(missing).toEqual({ status: known.status, body: { ...known.body, email: 'nobody-reset@salon.test' } });
  });
});
