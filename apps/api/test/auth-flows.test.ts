import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { COUNTRY_ID } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { readConfig } from '../src/config';
import { accountTokens, actionThrottle, authTokens, customerFeedback, customerMemberships, customers, loyaltyAccounts, mailOutbox, newsletterSubscriptions, users } from '../src/db/schema';
import { ACTION_LIMIT } from '../src/auth/actionThrottle';
import { hashTokenKey } from '../src/auth/tokens';
import { SEED_LOGIN, SEED_PASSWORD } from '../src/seed/accessData';

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-auth-flows-mail-'));
const STOREFRONT = 'https://shop.salon.test';
// One trusted proxy: X-Forwarded-For carries the client address, as behind the storefront.
const api = await createTestApi({ mail: { transport: 'file', dir: mailDir, from: 'Salon <no-reply@salon.test>' }, storefrontOrigin: STOREFRONT, trustProxyHops: 1 });
const db = api.database.db;
afterAll(async () => {
  await api.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

let addressCounter = 0;
/** Each test gets its own client address, so the per-address limits of one test do not touch another. */
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;
const NEW_PASSWORD = 'Uus-parool-2026';

const post = (url: string, body: unknown, options: { ip?: string; token?: string; language?: string } = {}) =>
  api.request('POST', `/api/v1${url}`, {
    body,
    token: options.token,
    headers: { 'X-Forwarded-For': options.ip ?? nextAddress(), ...(options.language ? { 'Accept-Language': options.language } : {}) },
  });

const privateRegistration = (email: string) => ({
  first_name: 'Maria',
  last_name: 'Mets',
  email,
  password: 'Maria-parool-1',
  phone: '+372 5123 4567',
  accept_terms: true,
  is_email_subscription: true,
});

/** The newest outbox row for an address, and the key of the link in it. */
async function lastMail(email: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(sql`${mailOutbox.id} desc`).limit(1);
  const row = rows[0];
  if (!row) return null;
  const link = row.body.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { row, link, key: link ? new URL(link).searchParams.get('key') : null };
}

const mailCount = async (email: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;

describe('registration and confirmation', () => {
  it('registers a private customer, mails the link (outbox + .eml), refuses login until confirmed, then confirms once', async () => {
    const email = 'maria.mets@example.ee';
    const response = await post('/rest-auth/registration/', { ...privateRegistration(' Maria.Mets@Example.ee '), delivery_country_id: COUNTRY_ID.EE }, { language: 'en_US' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, detail: expect.stringContaining('Check your e-mail') });

    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Maria', lastName: 'Mets', isEmailConfirmed: false, isEmailSubscription: true, isActive: true });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const [customer] = await db.select().from(customers).where(eq(customers.uuid, user!.activeCustomerUuid!));
    expect(customer).toMatchObject({ name: 'Maria Mets', isIndividual: true, regCode: null, vat: null, email, phone: '+372 5123 4567', deliveryCountryId: COUNTRY_ID.EE, locale: 'en_US' });
    expect(await db.select().from(customerMemberships).where(eq(customerMemberships.userId, user!.id))).toHaveLength(1);
    expect(await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerUuid, customer!.uuid))).toHaveLength(1);

    const mail = await lastMail(email);
    expect(mail!.row).toMatchObject({ kind: 'confirm-account', status: 'sent', transport: 'file', locale: 'en_US', subject: 'Confirm your Salon account', userId: user!.id });
    expect(mail!.link).toMatch(new RegExp(`^${STOREFRONT}/auth/confirm\\?key=[0-9a-f]{64}&lang=en$`));
    // The file transport wrote the same message as an .eml file.
    const eml = fs.readFileSync(mail!.row.reference!, 'utf8');
    expect(path.dirname(mail!.row.reference!)).toBe(mailDir);
    expect(eml).toContain(`To: ${email}\r\n`);
    expect(eml).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(eml).toContain(mail!.link!);
    // Only the hash of the token is stored.
    const [token] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    expect(token).toMatchObject({ purpose: 'confirm-account', tokenHash: hashTokenKey(mail!.key!), usedAt: null });
    expect(token!.tokenHash).not.toBe(mail!.key);

    const early = await post('/rest-auth/login/', { email, password: 'Maria-parool-1' });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'ACCOUNT_NOT_CONFIRMED', errors: { non_field_errors: [expect.any(String)] } });

    const confirmed = await post('/rest-auth/registration/verify-email/', { key: mail!.key });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ detail: 'The account is confirmed.', email, is_individual: true });
    expect((await db.select().from(users).where(eq(users.id, user!.id)))[0]!.isEmailConfirmed).toBe(true);
    expect((await db.select().from(accountTokens).where(eq(accountTokens.id, token!.id)))[0]!.usedAt).toBeInstanceOf(Date);

    const again = await post('/rest-auth/registration/verify-email/', { key: mail!.key });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'INVALID_LINK', message: 'This link is not valid or has expired.', errors: { key: ['This link is not valid or has expired.'] } });

    const login = await post('/rest-auth/login/', { email, password: 'Maria-parool-1' });
    expect(login.status).toBe(200);
    const me = await api.request('GET', '/api/v1/rest-auth/user/', { token: login.body.key });
    expect(me.body).toMatchObject({ email, first_name: 'Maria', is_email_subscription: true, active_company: { role: 'CUSTOMER_ADMIN', customer: { is_individual: true, name: 'Maria Mets' } } });
  });

  it('an address someone else registered first: the owner\'s own link sets the owner\'s password and names, and the first registrant\'s password never logs in (decision 0083)', async () => {
    const email = `taken-first-${Date.now()}@example.ee`;
    const attacker = { ...privateRegistration(email), first_name: 'Ründaja', last_name: 'X', password: 'Attacker-Chosen-Pass-1', is_email_subscription: true };
    expect((await post('/rest-auth/registration/', attacker)).status).toBe(201);
    const attackersLink = (await lastMail(email))!.key!;
    const owner = { ...privateRegistration(email), password: 'Owners-Own-Pass-2', is_email_subscription: false };
    expect((await post('/rest-auth/registration/', owner)).status).toBe(201);
    const ownersMail = await lastMail(email);
    // Greeted by the name they registered with, not the first registrant's.
    expect(ownersMail!.row.body).toContain('Maria');
    expect(ownersMail!.row.body).not.toContain('Ründaja');

    expect((await post('/rest-auth/registration/verify-email/', { key: ownersMail!.key })).status).toBe(200);
    expect((await post('/rest-auth/login/', { email, password: 'Attacker-Chosen-Pass-1' })).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const login = await post('/rest-auth/login/', { email, password: 'Owners-Own-Pass-2' });
    expect(login.status).toBe(200);
    const me = await api.request('GET', '/api/v1/rest-auth/user/', { token: login.body.key });
    expect(me.body).toMatchObject({ first_name: 'Maria', last_name: 'Mets', is_email_subscription: false, active_company: { customer: { name: 'Maria Mets' } } });
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    // The first registration's link died with the confirmation.
    expect((await post('/rest-auth/registration/verify-email/', { key: attackersLink })).body).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('registers a business with company name, registry code and VAT, in the caller\'s language', async () => {
    const email = 'info@kaunisjuus.ee';
    const response = await post(
      '/rest-auth/registration/',
      { ...privateRegistration(email), is_individual: false, company_name: 'Kaunis Juus OÜ', reg_code: '23456789', vat: 'EE101234567' },
      { language: 'et' },
    );
    expect(response.status).toBe(201);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const [customer] = await db.select().from(customers).where(eq(customers.uuid, user!.activeCustomerUuid!));
    expect(customer).toMatchObject({ name: 'Kaunis Juus OÜ', isIndividual: false, regCode: '23456789', vat: 'EE101234567', clientGroup: 'SALON' });
    const mail = await lastMail(email);
    expect(mail!.row).toMatchObject({ subject: 'Kinnita oma Saloni konto', locale: 'et_EE' });
    const confirmed = await post('/rest-auth/registration/verify-email/', { key: mail!.key });
    expect(confirmed.body).toMatchObject({ is_individual: false });
  });

  it('refuses a business whose registry code has an account, with a field error, creating nothing', async () => {
    const email = 'second@kaunis.ee';
    // The seeded salon's code.
    const response = await post('/rest-auth/registration/', { ...privateRegistration(email), is_individual: false, company_name: 'Ilusalong Kaunis OÜ', reg_code: '12345678' });
    expect(response).toMatchObject({ status: 400, body: { code: 'CUSTOMER_REG_CODE_TAKEN', errors: { reg_code: ['This company already has an account.'] } } });
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('validates the fields with the error shape; a business needs its company fields', async () => {
    const response = await post('/rest-auth/registration/', { is_individual: false, first_name: '', email: 'not-an-email', password: 'short', phone: 'abc', reg_code: '<x>', accept_terms: false });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(response.body.errors).sort()).toEqual(['accept_terms', 'email', 'first_name', 'last_name', 'password', 'phone', 'reg_code']);
    const business = await post('/rest-auth/registration/', { ...privateRegistration('firma@example.ee'), is_individual: false });
    expect(business.status).toBe(400);
    expect(Object.keys(business.body.errors).sort()).toEqual(['company_name', 'reg_code']);
    expect(await db.select().from(users).where(eq(users.email, 'firma@example.ee'))).toHaveLength(0);
  });

  it('answers a taken e-mail exactly like a new one, creates nothing and mails the owner instead', async () => {
    const before = (await db.select().from(users)).length;
    const taken = await post('/rest-auth/registration/', privateRegistration(SEED_LOGIN.PRIVATE));
    const fresh = await post('/rest-auth/registration/', privateRegistration('brand.new@example.ee'));
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ...fresh.body, email: SEED_LOGIN.PRIVATE });
    expect((await db.select().from(users)).length).toBe(before + 1);
    const mail = await lastMail(SEED_LOGIN.PRIVATE);
    expect(mail!.row).toMatchObject({ kind: 'account-exists', status: 'sent' });
    // The owner's password still works.
    expect((await post('/rest-auth/login/', { email: SEED_LOGIN.PRIVATE, password: SEED_PASSWORD })).status).toBe(200);
  });

  it('refuses expired and unknown confirmation keys', async () => {
    const email = 'late.confirm@example.ee';
    await post('/rest-auth/registration/', privateRegistration(email));
    const mail = await lastMail(email);
    await db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.tokenHash, hashTokenKey(mail!.key!)));
    const expired = await post('/rest-auth/registration/verify-email/', { key: mail!.key });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_LINK');
    expect((await db.select().from(users).where(eq(users.email, email)))[0]!.isEmailConfirmed).toBe(false);
    expect((await post('/rest-auth/registration/verify-email/', { key: 'f'.repeat(64) })).body.code).toBe('INVALID_LINK');
    expect((await post('/rest-auth/registration/verify-email/', {})).status).toBe(400);
    // Registering again while unconfirmed sends a fresh confirmation link.
    await post('/rest-auth/registration/', privateRegistration(email));
    const fresh = await lastMail(email);
    expect(fresh!.row.kind).toBe('confirm-account');
    expect(fresh!.key).not.toBe(mail!.key);
    expect((await post('/rest-auth/registration/verify-email/', { key: fresh!.key })).status).toBe(200);
  });

  it('throttles registrations per address and per e-mail with 429 and Retry-After', async () => {
    const ip = nextAddress();
    for (let index = 0; index < ACTION_LIMIT.REGISTER_PER_IP.max; index += 1) {
      expect((await post('/rest-auth/registration/', privateRegistration(`flood${index}@example.ee`), { ip })).status).toBe(201);
    }
    const refused = await post('/rest-auth/registration/', privateRegistration('flood-last@example.ee'), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await db.select().from(users).where(eq(users.email, 'flood-last@example.ee'))).toHaveLength(0);
    const [row] = await db.select().from(actionThrottle).where(and(eq(actionThrottle.action, 'register-ip'), eq(actionThrottle.key, ip)));
    expect(row!.hits).toBe(ACTION_LIMIT.REGISTER_PER_IP.max + 1);

    const email = 'one.address@example.ee';
    for (let index = 0; index < ACTION_LIMIT.REGISTER_PER_EMAIL.max; index += 1) expect((await post('/rest-auth/registration/', privateRegistration(email))).status).toBe(201);
    expect((await post('/rest-auth/registration/', privateRegistration(email))).status).toBe(429);
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link, sets the new password once, ends old sessions and refuses the link again', async () => {
    const email = SEED_LOGIN.LOYAL;
    const oldSession = await api.login(email);
    const response = await post('/rest-auth/password/reset/', { email: ' Loyal@Salon.test ' }, { language: 'ru' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email, detail: 'If an account exists for this e-mail, we sent it a link to choose a new password.' });
    const mail = await lastMail(email);
    expect(mail!.row).toMatchObject({ kind: 'reset-password', status: 'sent', locale: 'ru_RU', subject: 'Выберите новый пароль Salon' });
    expect(mail!.link).toMatch(new RegExp(`^${STOREFRONT}/auth/reset\\?key=[0-9a-f]{64}&lang=ru$`));

    const weak = await post('/rest-auth/password/reset/confirm/', { key: mail!.key, new_password: 'short' });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors)).toEqual(['new_password']);

    const reset = await post('/rest-auth/password/reset/confirm/', { key: mail!.key, new_password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ detail: 'The password has been changed.', email });
    const [tokenRow] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, hashTokenKey(mail!.key!)));
    expect(tokenRow!.usedAt).toBeInstanceOf(Date);
    // Every session that existed before the reset is revoked.
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token: oldSession })).status).toBe(401);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect((await db.select().from(authTokens).where(eq(authTokens.userId, user!.id))).every((row) => row.revokedAt !== null)).toBe(true);

    expect((await post('/rest-auth/login/', { email, password: SEED_PASSWORD })).status).toBe(400);
    expect((await post('/rest-auth/login/', { email, password: NEW_PASSWORD })).status).toBe(200);

    const reused = await post('/rest-auth/password/reset/confirm/', { key: mail!.key, new_password: 'Another-pass-3' });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_LINK');
    expect((await post('/rest-auth/login/', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const unknown = 'nobody-here@example.ee';
    const known = await post('/rest-auth/password/reset/', { email: SEED_LOGIN.BUSINESS_ADMIN });
    const missing = await post('/rest-auth/password/reset/', { email: unknown });
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual({ ...known.body, email: unknown });
    expect(Object.keys(missing.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(await mailCount(unknown)).toBe(0);
    expect(await mailCount(SEED_LOGIN.BUSINESS_ADMIN)).toBeGreaterThan(0);
    const invalid = await post('/rest-auth/password/reset/', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.email).toEqual(['Enter a valid e-mail address.']);
  });

  it('refuses an expired reset link; a confirmation key is not a reset key', async () => {
    const email = SEED_LOGIN.TH_SHOP_ADMIN;
    await post('/rest-auth/password/reset/', { email });
    const first = await lastMail(email);
    await post('/rest-auth/password/reset/', { email });
    const second = await lastMail(email);
    await db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.tokenHash, hashTokenKey(second!.key!)));
    const expired = await post('/rest-auth/password/reset/confirm/', { key: second!.key, new_password: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_LINK');
    expect((await post('/rest-auth/login/', { email, password: SEED_PASSWORD })).status).toBe(200);
    // A confirmation key is not a reset key.
    expect((await post('/rest-auth/registration/verify-email/', { key: first!.key })).body.code).toBe('INVALID_LINK');
    expect((await post('/rest-auth/password/reset/confirm/', { key: first!.key, new_password: NEW_PASSWORD })).status).toBe(200);
  });

  it('throttles reset requests per e-mail whether or not the account exists', async () => {
    for (const email of [SEED_LOGIN.TH_EVENT_ADMIN, 'ghost@example.ee']) {
      for (let index = 0; index < ACTION_LIMIT.PASSWORD_RESET_PER_EMAIL.max; index += 1) expect((await post('/rest-auth/password/reset/', { email })).status).toBe(200);
      const refused = await post('/rest-auth/password/reset/', { email });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    }
    expect(await mailCount(SEED_LOGIN.TH_EVENT_ADMIN)).toBe(ACTION_LIMIT.PASSWORD_RESET_PER_EMAIL.max);
  });
});

describe('feedback', () => {
  it('stores validated feedback of a logged-in user', async () => {
    const key = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const response = await post('/feedback/', { topic: 'website', rating: 4, message: '  The search works well, thank you!  ' }, { token: key });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: expect.any(Number), topic: 'website', rating: 4, message: 'The search works well, thank you!' });
    const [row] = await db.select().from(customerFeedback).where(eq(customerFeedback.id, response.body.id));
    expect(row).toMatchObject({ email: SEED_LOGIN.BUSINESS_ADMIN, topic: 'website', rating: 4, message: 'The search works well, thank you!' });
  });

  it('needs login, refuses bad input and throttles per user', async () => {
    expect((await post('/feedback/', { topic: 'general', message: 'Hello there, shop!' })).status).toBe(401);
    const key = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);
    const bad = await post('/feedback/', { topic: 'spam', rating: 9, message: 'short' }, { token: key });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['message', 'rating', 'topic']);
    expect((await post('/feedback/', { topic: 'general', message: 'x'.repeat(1001) }, { token: key })).status).toBe(400);
    for (let index = 0; index < ACTION_LIMIT.FEEDBACK_PER_USER.max; index += 1) {
      expect((await post('/feedback/', { topic: 'general', message: `Message number ${index}` }, { token: key })).status).toBe(201);
    }
    const refused = await post('/feedback/', { topic: 'general', message: 'One message too many' }, { token: key });
    expect(refused.status).toBe(429);
    const [user] = await db.select().from(users).where(eq(users.email, SEED_LOGIN.TH_PRODUCT_ADMIN));
    expect(await db.select().from(customerFeedback).where(eq(customerFeedback.userId, user!.id))).toHaveLength(ACTION_LIMIT.FEEDBACK_PER_USER.max);
  });
});

describe('mail configuration', () => {
  it('defaults to the file transport outside production and refuses production without MAIL_TRANSPORT', () => {
    expect(readConfig({ API_DATA_DIR: '/srv/salon' }).mail).toEqual({ transport: 'file', dir: '/srv/salon/mail', from: expect.any(String) });
    const production = { NODE_ENV: 'production', REQUEST_SIGNING_SALT: 'vault', STOREFRONT_ORIGIN: 'https://www.salon.ee' };
    expect(() => readConfig(production)).toThrow(/MAIL_TRANSPORT is not set/);
    expect(() => readConfig({ ...production, MAIL_TRANSPORT: 'carrier-pigeon' })).toThrow(/MAIL_TRANSPORT must be one of/);
    expect(readConfig({ ...production, MAIL_TRANSPORT: 'file' }).mail.transport).toBe('file');
    expect(() => readConfig({ ...production, MAIL_TRANSPORT: 'file', STOREFRONT_ORIGIN: '' })).toThrow(/STOREFRONT_ORIGIN is not set/);
  });
});

describe('newsletter sign-ups (decision 0083)', () => {
  it('takes an address at most 3 times an hour and one client address at most 10 times (429 with Retry-After); another user\'s address is not theirs', async () => {
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await api.request('POST', '/api/v1/subscribe-newsletter/', { body: { email: 'again@example.com' }, ...from(`198.51.100.${200 + attempt}`) })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const many: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) many.push((await api.request('POST', '/api/v1/subscribe-newsletter/', { body: { email: `list-${attempt}@example.com` }, ...from('203.0.113.99') })).status);
    expect(many.slice(0, 10).every((status) => status === 201)).toBe(true);
    const refused = await api.request('POST', '/api/v1/subscribe-newsletter/', { body: { email: 'one-more@example.com' }, ...from('203.0.113.99') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // A logged-in user signing up someone else's address does not make it theirs.
    const token = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('POST', '/api/v1/subscribe-newsletter/', { token, body: { email: 'not-mine@example.com' }, ...from('198.51.100.250') })).status).toBe(201);
    const [row] = await api.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'not-mine@example.com'));
    expect(row!.userId).toBeNull();
  });
});
