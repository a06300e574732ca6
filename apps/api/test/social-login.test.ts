import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { customerMemberships, customers, userIdentities, users } from '../src/db/schema';
import { ConfigurationError, readConfig, type SocialLoginConfig } from '../src/config';
import { NO_PASSWORD_HASH } from '../src/auth/passwords';
import { SEED_LOGIN, SEED_PASSWORD } from '../src/seed/accessData';
import { createTestApi, type TestApi } from './support/testApi';
import { startMockOAuthProvider, type MockOAuthProvider, type MockPerson } from './support/mockOAuthProvider';

const V1 = '/api/v1/th-social-auth';
let mock: MockOAuthProvider;
let api: TestApi;

const socialConfig = (provider: MockOAuthProvider): SocialLoginConfig => ({
  google: { clientId: 'store-google-client', clientSecret: 'google-secret', issuerUrl: provider.issuerUrl },
  facebook: { clientId: 'store-facebook-app', clientSecret: 'facebook-secret', ...provider.facebook },
});

beforeAll(async () => {
  mock = await startMockOAuthProvider({ sub: 'nobody' });
  api = await createTestApi({ socialLogin: socialConfig(mock), storefrontOrigin: 'http://shop.test' });
});
afterAll(async () => {
  await api.close();
  await mock.stop();
});
beforeEach(() => {
  mock.overrides = {};
});

/** What the storefront server does: start, follow the provider back to the callback, hand over code and state. */
async function startAtProvider(provider: 'google' | 'facebook', person: MockPerson) {
  mock.person = person;
  const start = await api.request('POST', `${V1}/${provider}/authorize/`);
  expect(start.status).toBe(200);
  const authorizationUrl = new URL(start.body.authorization_url);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`http://shop.test/auth/social/${provider}/callback`);
  const answer = await fetch(authorizationUrl, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`http://shop.test/auth/social/${provider}/callback`);
  expect(callback.searchParams.get('state')).toBe(start.body.state);
  return { code: callback.searchParams.get('code')!, state: start.body.state as string };
}

async function signIn(provider: 'google' | 'facebook', person: MockPerson) {
  const { code, state } = await startAtProvider(provider, person);
  return api.request('POST', `${V1}/${provider}/`, { body: { code, state } });
}

const google = (sub: string, email: string, extra: Partial<MockPerson> = {}): MockPerson => ({ sub, email, email_verified: true, given_name: 'Kati', family_name: 'Karu', ...extra });
const usersWithEmail = async (email: string) => api.database.db.select().from(users).where(eq(users.email, email));
const identitiesOf = async (userId: number) => api.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
const totals = async () => ({
  users: (await api.database.db.select({ n: count() }).from(users))[0]!.n,
  customers: (await api.database.db.select({ n: count() }).from(customers))[0]!.n,
  identities: (await api.database.db.select({ n: count() }).from(userIdentities))[0]!.n,
});

describe('social login providers', () => {
  it('lists the configured providers', async () => {
    expect((await api.request('GET', `${V1}/providers/`)).body).toEqual({ providers: ['google', 'facebook'] });
  });

  it('does not offer or accept an unconfigured provider', async () => {
    const googleOnly = await createTestApi({ socialLogin: { google: socialConfig(mock).google! } });
    try {
      expect((await googleOnly.request('GET', `${V1}/providers/`)).body).toEqual({ providers: ['google'] });
      for (const [path, body] of [[`${V1}/facebook/authorize/`, undefined], [`${V1}/facebook/`, { code: 'c', state: 's' }]] as const) {
        const refused = await googleOnly.request('POST', path, { body });
        expect(refused.status).toBe(501);
        expect(refused.body.code).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED');
      }
    } finally {
      await googleOnly.close();
    }
  });

  it('needs both the id and the secret of a provider, and https endpoints in production', () => {
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigurationError);
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET is not set/);
    expect(() => readConfig({ FACEBOOK_CLIENT_SECRET: 'secret' })).toThrow(/FACEBOOK_CLIENT_ID is not set/);
    expect(readConfig({}).socialLogin).toEqual({});
    expect(readConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).socialLogin.google?.issuerUrl).toBe('https://accounts.google.com');
    const production = { NODE_ENV: 'production', MAIL_TRANSPORT: 'file', STOREFRONT_ORIGIN: 'https://shop.test', REQUEST_SIGNING_SALT: 'salt' };
    expect(() => readConfig({ ...production, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: 'http://127.0.0.1:1' })).toThrow(/GOOGLE_ISSUER_URL must use https/);
  });
});

describe('sign-in with Google', () => {
  it('creates a confirmed private customer on the first sign-in and reuses it on the second', async () => {
    const before = await totals();
    const first = await signIn('google', google('google-sub-new', 'New.Shopper@Example.com'));
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    const me = await api.request('GET', '/api/v1/rest-auth/user/', { token: first.body.key });
    expect(me.body).toMatchObject({ email: 'new.shopper@example.com', social_logins: ['google'] });
    const [user] = await usersWithEmail('new.shopper@example.com');
    expect(user).toMatchObject({ firstName: 'Kati', lastName: 'Karu', isEmailConfirmed: true, isActive: true, passwordHash: NO_PASSWORD_HASH });
    const [customer] = await api.database.db.select().from(customers).where(eq(customers.uuid, user!.activeCustomerUuid!));
    expect(customer).toMatchObject({ isIndividual: true, clientGroup: 'RETAIL', email: 'new.shopper@example.com', name: 'Kati Karu' });
    expect(await api.database.db.select().from(customerMemberships).where(eq(customerMemberships.userId, user!.id))).toHaveLength(1);
    expect(await identitiesOf(user!.id)).toMatchObject([{ provider: 'google', subject: 'google-sub-new' }]);

    const second = await signIn('google', google('google-sub-new', 'new.shopper@example.com'));
    expect(second.status).toBe(200);
    expect(second.body.created).toBe(false);
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token: second.body.key })).body.email).toBe('new.shopper@example.com');
    expect(await usersWithEmail('new.shopper@example.com')).toHaveLength(1);
    expect(await identitiesOf(user!.id)).toHaveLength(1);
    expect(await totals()).toEqual({ users: before.users + 1, customers: before.customers + 1, identities: before.identities + 1 });
  });

  it('never lets a password open an account made by social login', async () => {
    await signIn('google', google('google-sub-nopass', 'nopass@example.com'));
    for (const password of [NO_PASSWORD_HASH, '', 'anything-at-all-123']) {
      const login = await api.request('POST', '/api/v1/rest-auth/login/', { body: { email: 'nopass@example.com', password } });
      expect(login.status).toBe(400);
    }
  });

  it('links an existing password account by its verified e-mail', async () => {
    const before = await totals();
    const response = await signIn('google', google('google-sub-private', SEED_LOGIN.PRIVATE));
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(false);
    const [user] = await usersWithEmail(SEED_LOGIN.PRIVATE);
    expect(await identitiesOf(user!.id)).toMatchObject([{ provider: 'google', subject: 'google-sub-private' }]);
    expect((await totals()).users).toBe(before.users);
    // The password still works beside it.
    expect(await api.login(SEED_LOGIN.PRIVATE, SEED_PASSWORD)).toBeTruthy();
  });

  it('confirms an unconfirmed account it links, and drops the password nobody proved', async () => {
    const registered = await api.request('POST', '/api/v1/rest-auth/registration/', {
      body: { is_individual: true, first_name: 'Uno', last_name: 'Confirmed', email: 'unconfirmed@example.com', password: 'Unconfirmed-Pass-2024', accept_terms: true },
    });
    expect(registered.status).toBe(201);
    const response = await signIn('google', google('google-sub-unconfirmed', 'unconfirmed@example.com'));
    expect(response.status).toBe(200);
    const [user] = await usersWithEmail('unconfirmed@example.com');
    expect(user).toMatchObject({ isEmailConfirmed: true, passwordHash: NO_PASSWORD_HASH });
    expect((await api.request('POST', '/api/v1/rest-auth/login/', { body: { email: 'unconfirmed@example.com', password: 'Unconfirmed-Pass-2024' } })).status).toBe(400);
  });

  it('refuses an unverified e-mail and creates nothing', async () => {
    const before = await totals();
    for (const email_verified of [false, 'true', undefined]) {
      const response = await signIn('google', google('google-sub-unverified', 'unverified@example.com', { email_verified }));
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'SOCIAL_EMAIL_NOT_VERIFIED', message: expect.any(String) });
    }
    expect(await usersWithEmail('unverified@example.com')).toHaveLength(0);
    expect(await totals()).toEqual(before);
  });

  it('refuses a missing, unknown, reused or other provider\'s state', async () => {
    const { code, state } = await startAtProvider('google', google('google-sub-state', 'state@example.com'));
    const missing = await api.request('POST', `${V1}/google/`, { body: { code } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.state).toBeDefined();
    const unknown = await api.request('POST', `${V1}/google/`, { body: { code, state: 'not-a-state-this-api-issued' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('SOCIAL_STATE_INVALID');
    const elsewhere = await api.request('POST', `${V1}/facebook/`, { body: { code, state } });
    expect(elsewhere.body.code).toBe('SOCIAL_STATE_INVALID');
    // The wrong-provider try used nothing up: the state still works once, here.
    const used = await api.request('POST', `${V1}/google/`, { body: { code, state } });
    expect(used.status).toBe(200);
    const again = await api.request('POST', `${V1}/google/`, { body: { code, state } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('SOCIAL_STATE_INVALID');
  });

  it('refuses a code exchanged without the state\'s PKCE verifier', async () => {
    const first = await startAtProvider('google', google('google-sub-pkce', 'pkce@example.com'));
    const second = await startAtProvider('google', google('google-sub-pkce', 'pkce@example.com'));
    // The code of one login with the state (and so the verifier) of another.
    const response = await api.request('POST', `${V1}/google/`, { body: { code: first.code, state: second.state } });
    expect(response.status).toBe(502);
    expect(response.body.code).toBe('SOCIAL_PROVIDER_ERROR');
    expect(await usersWithEmail('pkce@example.com')).toHaveLength(0);
  });

  it('refuses an ID token for another client or from another issuer', async () => {
    for (const override of [{ aud: 'another-client' }, { iss: 'https://evil.test' }]) {
      mock.overrides = override;
      const response = await signIn('google', google('google-sub-token', 'token@example.com'));
      expect(response.status).toBe(502);
      expect(response.body.code).toBe('SOCIAL_PROVIDER_ERROR');
    }
    expect(await usersWithEmail('token@example.com')).toHaveLength(0);
  });

  it('refuses a subject linked to another user than its e-mail\'s', async () => {
    await signIn('google', google('google-sub-loyal', SEED_LOGIN.LOYAL));
    const before = await totals();
    // The same Google account now shows the business administrator's address…
    const moved = await signIn('google', google('google-sub-loyal', SEED_LOGIN.BUSINESS_ADMIN));
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('SOCIAL_IDENTITY_CONFLICT');
    // …and another Google account with the linked user's address.
    const second = await signIn('google', google('google-sub-loyal-2', SEED_LOGIN.LOYAL));
    expect(second.status).toBe(409);
    expect(await totals()).toEqual(before);
  });

  it('refuses a disabled account', async () => {
    await signIn('google', google('google-sub-disabled', 'disabled@example.com'));
    await api.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'disabled@example.com'));
    const response = await signIn('google', google('google-sub-disabled', 'disabled@example.com'));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('SOCIAL_ACCOUNT_DISABLED');
  });
});

describe('sign-in with Facebook', () => {
  it('creates the account from the Graph e-mail, then reuses it', async () => {
    const person = { sub: '10150000000000001', email: 'fb.shopper@example.com', given_name: 'Mari', family_name: 'Maasikas' };
    const first = await signIn('facebook', person);
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    const second = await signIn('facebook', person);
    expect(second.body.created).toBe(false);
    const [user] = await usersWithEmail('fb.shopper@example.com');
    expect(await identitiesOf(user!.id)).toMatchObject([{ provider: 'facebook', subject: '10150000000000001' }]);
  });

  it('refuses a Facebook account without a confirmed e-mail', async () => {
    const response = await signIn('facebook', { sub: '10150000000000002', given_name: 'No', family_name: 'Mail' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('SOCIAL_EMAIL_NOT_VERIFIED');
  });
});
