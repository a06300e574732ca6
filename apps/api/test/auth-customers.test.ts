import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRY_ID } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { customerAddresses } from '../src/db/schema';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { computeNonce } from '../src/middleware/requestSigning';

const api = await createTestApi();
afterAll(() => api.close());
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe('login, user, logout', () => {
  it('logs in and returns a key that authenticates GET user', async () => {
    const login = await api.request('POST', '/api/v1/rest-auth/login/', { body: { email: SEED_LOGIN.PRIVATE, password: 'Salon-Demo-2025' } });
    expect(login.status).toBe(200);
    expect(login.body.key).toMatch(/^[0-9a-f]{64}$/);
    const user = await api.request('GET', '/api/v1/rest-auth/user/', { token: login.body.key });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: SEED_LOGIN.PRIVATE, is_email_subscription: false, permission_groups: [], active_company: { customer: { is_individual: true } } });
    expect(user.body.active_company.customer).not.toHaveProperty('reg_code');
  });

  it('accepts Bearer as well as Token', async () => {
    const key = await api.login(SEED_LOGIN.LOYAL);
    const user = await api.request('GET', '/api/v1/rest-auth/user/', { headers: { Authorization: `Bearer ${key}` } });
    expect(user.status).toBe(200);
  });

  it('rejects wrong passwords and bad bodies with 400', async () => {
    const wrong = await api.request('POST', '/api/v1/rest-auth/login/', { body: { email: SEED_LOGIN.PRIVATE, password: 'nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', errors: { non_field_errors: expect.any(Array) } });
    const malformed = await api.request('POST', '/api/v1/rest-auth/login/', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    const wrongTypes = await api.request('POST', '/api/v1/rest-auth/login/', { body: { email: 42, password: [] } });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers 401 without or with an invalid token', async () => {
    expect((await api.request('GET', '/api/v1/rest-auth/user/')).status).toBe(401);
    const invalid = await api.request('GET', '/api/v1/rest-auth/user/', { token: 'f'.repeat(64) });
    expect(invalid.status).toBe(401);
    expect(invalid.body.code).toBe('INVALID_TOKEN');
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const key = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('POST', '/api/v1/rest-auth/logout/', { token: key })).status).toBe(200);
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).status).toBe(401);
    expect((await api.request('POST', '/api/v1/rest-auth/logout/')).status).toBe(401);
  });

  it('lists staff groups and permissions for admins', async () => {
    const key = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);
    const user = await api.request('GET', '/api/v1/rest-auth/user/', { token: key });
    expect(user.body.permission_groups).toEqual([{ name: 'TH_PRODUCT_ADMIN' }]);
    expect(user.body.active_role_permissions).toContain('IS_PRODUCT_ADMIN');
    expect(user.body.active_role_permissions).not.toContain('IS_ROUTE_ADMIN');
  });

  it('answers social login with a clear not-configured error when no provider is configured', async () => {
    expect((await api.request('GET', '/api/v1/th-social-auth/providers/')).body).toEqual({ providers: [] });
    for (const provider of ['facebook', 'google']) {
      for (const path of [`/api/v1/th-social-auth/${provider}/`, `/api/v1/th-social-auth/${provider}/authorize/`]) {
        const response = await api.request('POST', path, { body: { code: 'x', state: 'y' } });
        expect(response.status).toBe(501);
        expect(response.body.code).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED');
      }
    }
    expect((await api.request('POST', '/api/v1/th-social-auth/google/', { rawBody: 'not json' })).status).toBe(400);
  });
});

describe('customers', () => {
  it('lists the business admin\'s two customers and switches the active one', async () => {
    const key = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const list = await api.request('GET', '/api/v1/rest-auth/customers/', { token: key });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const business = list.body.find((customer: any) => !customer.is_individual);
    const individual = list.body.find((customer: any) => customer.is_individual);
    expect(business).toMatchObject({ reg_code: '12345678', vat: 'EE101234567' });
    expect(individual).not.toHaveProperty('vat');

    const change = await api.request('PUT', '/api/v1/users/change-active-entity/', { token: key, body: { id: business.uuid } });
    expect(change.status).toBe(200);
    const user = await api.request('GET', '/api/v1/rest-auth/user/', { token: key });
    expect(user.body.active_company.customer.uuid).toBe(business.uuid);

    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { token: key, body: { id: 'nope' } })).status).toBe(400);
    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { token: key, body: { id: UNKNOWN_UUID } })).status).toBe(404);
    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { body: { id: business.uuid } })).status).toBe(401);
    const other = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { token: other, body: { id: business.uuid } })).status).toBe(403);
  });

  it('reads and updates a customer, refusing reg_code for individuals and strangers', async () => {
    const key = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const [first, second] = (await api.request('GET', '/api/v1/rest-auth/customers/', { token: key })).body;
    const business = [first, second].find((customer: any) => !customer.is_individual);
    const individual = [first, second].find((customer: any) => customer.is_individual);
    const read = await api.request('GET', `/api/v1/customers/${business.uuid}/`, { token: key });
    expect(read.status).toBe(200);
    const update = await api.request('PUT', `/api/v1/customers/${business.uuid}/`, { token: key, body: { name: 'Ilusalong Uus OÜ', phone: '+372 5555 1234' } });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ name: 'Ilusalong Uus OÜ', phone: '+372 5555 1234' });
    const individualVat = await api.request('PUT', `/api/v1/customers/${individual.uuid}/`, { token: key, body: { vat: 'EE1' } });
    expect(individualVat.status).toBe(400);
    expect(individualVat.body.errors).toHaveProperty('vat');
    expect((await api.request('PUT', `/api/v1/customers/${business.uuid}/`, { token: key, body: { name: 5 } })).status).toBe(400);
    // A registry code by the same rules as a new business account, and one business per code
    // (another company's code was a 500, a made-up one was stored).
    const madeUp = await api.request('PUT', `/api/v1/customers/${business.uuid}/`, { token: key, body: { reg_code: 'not-a-code' } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.errors).toHaveProperty('reg_code');
    const otherCode = '87654321';
    const other = await api.request('POST', '/api/v1/customers/', { token: await api.login(SEED_LOGIN.LOYAL), body: { name: 'Teine Salong OÜ', reg_code: otherCode } });
    expect(other.status).toBe(201);
    const taken = await api.request('PUT', `/api/v1/customers/${business.uuid}/`, { token: key, body: { reg_code: otherCode } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'CUSTOMER_REG_CODE_TAKEN', errors: { reg_code: expect.any(Array) } } });
    expect((await api.request('PUT', `/api/v1/customers/${business.uuid}/`, { token: key, body: { is_individual: true } })).status).toBe(400);
    expect((await api.request('GET', `/api/v1/customers/not-a-uuid/`, { token: key })).status).toBe(400);
    expect((await api.request('GET', `/api/v1/customers/${UNKNOWN_UUID}/`, { token: key })).status).toBe(404);
    expect((await api.request('GET', `/api/v1/customers/${business.uuid}/`)).status).toBe(401);
    const stranger = await api.login(SEED_LOGIN.LOYAL);
    expect((await api.request('GET', `/api/v1/customers/${business.uuid}/`, { token: stranger })).status).toBe(403);
  });

  it('adds, lists and deletes addresses', async () => {
    const key = await api.login(SEED_LOGIN.PRIVATE);
    const user = (await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).body;
    const uuid = user.active_company.customer.uuid;
    const created = await api.request('POST', `/api/v1/customers/${uuid}/addresses/`, {
      token: key,
      body: { type: 'INVOICE', name: 'Mari', street: 'Lai 1', city: 'Tallinn', postal_code: '10133', country_id: COUNTRY_ID.EE },
    });
    expect(created.status).toBe(201);
    const list = await api.request('GET', `/api/v1/customers/${uuid}/addresses/`, { token: key });
    expect(list.body.map((address: any) => address.id)).toContain(created.body.id);
    const bad = await api.request('POST', `/api/v1/customers/${uuid}/addresses/`, { token: key, body: { type: 'HOME', street: '', country_id: 99 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['type', 'street', 'city', 'country_id']));
    expect((await api.request('DELETE', `/api/v1/customers/${uuid}/addresses/${created.body.id}/`, { token: key })).status).toBe(204);
    const again = await api.request('DELETE', `/api/v1/customers/${uuid}/addresses/${created.body.id}/`, { token: key });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('ADDRESS_NOT_FOUND');
    expect((await api.request('DELETE', `/api/v1/customers/${uuid}/addresses/abc/`, { token: key })).status).toBe(400);
  });

  it('changes an address of the customer only, and refuses bad input with field errors', async () => {
    const key = await api.login(SEED_LOGIN.PRIVATE);
    const uuid = (await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).body.active_company.customer.uuid;
    const address = { type: 'DELIVERY', name: 'Mari Maasikas', street: 'Lai 1', city: 'Tallinn', postal_code: '10133', country_id: COUNTRY_ID.EE };
    const created = (await api.request('POST', `/api/v1/customers/${uuid}/addresses/`, { token: key, body: address })).body;
    const changed = await api.request('PUT', `/api/v1/customers/${uuid}/addresses/${created.id}/`, { token: key, body: { ...address, type: 'INVOICE', street: 'Pikk 2', phone: '+372 5555 0000' } });
    expect(changed).toMatchObject({ status: 200, body: { id: created.id, type: 'INVOICE', street: 'Pikk 2', phone: '+372 5555 0000' } });
    const [stored] = await api.database.db.select().from(customerAddresses).where(eq(customerAddresses.id, created.id));
    expect(stored).toMatchObject({ type: 'INVOICE', street: 'Pikk 2', city: 'Tallinn' });
    const bad = await api.request('PUT', `/api/v1/customers/${uuid}/addresses/${created.id}/`, { token: key, body: { ...address, street: '' } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', errors: { street: [expect.any(String)] } } });
    // Another customer's member cannot change it through their own customer, nor through this one.
    const stranger = await api.login(SEED_LOGIN.LOYAL);
    const strangerCustomer = (await api.request('GET', '/api/v1/rest-auth/user/', { token: stranger })).body.active_company.customer.uuid;
    expect(await api.request('PUT', `/api/v1/customers/${strangerCustomer}/addresses/${created.id}/`, { token: stranger, body: address })).toMatchObject({ status: 404, body: { code: 'ADDRESS_NOT_FOUND' } });
    expect((await api.request('PUT', `/api/v1/customers/${uuid}/addresses/${created.id}/`, { token: stranger, body: address })).status).toBe(403);
    expect((await api.request('PUT', `/api/v1/customers/${uuid}/addresses/${created.id}/`, { body: address })).status).toBe(401);
    const [unchanged] = await api.database.db.select().from(customerAddresses).where(eq(customerAddresses.id, created.id));
    expect(unchanged!.street).toBe('Pikk 2');
  });

  it('patches locale and delivery country', async () => {
    const key = await api.login(SEED_LOGIN.PRIVATE);
    const uuid = (await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).body.active_company.customer.uuid;
    const patched = await api.request('PATCH', `/api/v1/customers/${uuid}/locale-and-delivery/`, { token: key, body: { delivery_country_id: COUNTRY_ID.LV } });
    expect(patched.status).toBe(200);
    expect(patched.body.delivery_country_id).toBe(COUNTRY_ID.LV);
    expect((await api.request('PATCH', `/api/v1/customers/${uuid}/locale-and-delivery/`, { token: key, body: { delivery_country_id: 'EE' } })).status).toBe(400);
    expect((await api.request('PATCH', `/api/v1/customers/${uuid}/locale-and-delivery/`, { body: { delivery_country_id: 2 } })).status).toBe(401);
  });

  it('shows loyalty standing and acknowledges the welcome popup', async () => {
    const key = await api.login(SEED_LOGIN.LOYAL);
    const before = (await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).body.active_company.customer;
    expect(before.loyalty).toMatchObject({ is_loyal: true, show_welcome_popup: true });
    expect(before.customer_loyalty).toMatchObject({ non_reserved_points_balance: 2500, current_tier: { level: 2, min_amount: 500 }, next_tier: { level: 3 } });
    expect((await api.request('POST', '/api/v1/administrator/loyalty/ack_popup', { token: key })).status).toBe(200);
    const after = (await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).body.active_company.customer;
    expect(after.loyalty.show_welcome_popup).toBe(false);
    expect((await api.request('POST', '/api/v1/administrator/loyalty/ack_popup')).status).toBe(401);
    const noCustomer = await api.login(SEED_LOGIN.TH_ADMIN);
    expect((await api.request('POST', '/api/v1/administrator/loyalty/ack_popup', { token: noCustomer })).status).toBe(400);
  });
});

describe('request signing (TH-DateTime / TH-Nonce)', () => {
  const salt = 'test-salt';
  it('is lenient when the headers are absent and strict about bad or stale ones', async () => {
    const signed = await createTestApiWithSigning(salt);
    try {
      expect((await signed.request('GET', '/api/v1/languages/')).status).toBe(200);
      const now = String(Date.now());
      expect((await signed.request('GET', '/api/v1/languages/', { headers: { 'TH-DateTime': now, 'TH-Nonce': computeNonce(now, salt) } })).status).toBe(200);
      const bad = await signed.request('GET', '/api/v1/languages/', { headers: { 'TH-DateTime': now, 'TH-Nonce': 'abc' } });
      expect(bad.status).toBe(401);
      expect(bad.body.code).toBe('INVALID_NONCE');
      const old = String(Date.now() - 3_600_000);
      const stale = await signed.request('GET', '/api/v1/languages/', { headers: { 'TH-DateTime': old, 'TH-Nonce': computeNonce(old, salt) } });
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe('STALE_REQUEST');
      expect((await signed.request('GET', '/api/v1/languages/', { headers: { 'TH-DateTime': now } })).status).toBe(400);
    } finally {
      await signed.close();
    }
  });
});

async function createTestApiWithSigning(salt: string) {
  const { createApp } = await import('../src/app');
  const { readConfig } = await import('../src/config');
  const app = createApp(api.database, { ...readConfig({}), requestSigning: { mode: 'lenient', salt, windowSeconds: 300 } });
  return {
    request: async (method: string, path: string, options: { headers?: Record<string, string> } = {}) => {
      const response = await app.request(path, { method, headers: options.headers ?? {} });
      return { status: response.status, body: (await response.json()) as any };
    },
    close: async () => {},
  };
}
