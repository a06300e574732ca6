/**
 * A production deployment starts without demo accounts and without the test payment provider
 * (docs/decisions/0010-security.md, "Hardening of 2026-11-24 (API)"); its first administrator
 * comes from the create-admin command.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@salon/domain';
import { createApp } from '../../src/app';
import { ConfigurationError, readConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { loyaltyTransactions, orders, payments, users } from '../../src/db/schema';
import { isDatabaseEmpty, seedDatabase } from '../../src/seed';
import { createAdministrator } from '../../src/services/createAdministrator';
import { SEED_LOGIN, SEED_PASSWORD } from '../../src/seed/accessData';
import { createTestApi } from '../support/testApi';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PRODUCTION = { NODE_ENV: 'production', REQUEST_SIGNING_SALT: 's', MAIL_TRANSPORT: 'file', STOREFRONT_ORIGIN: 'https://shop.example' };

describe('configuration', () => {
  it('seeds demo data outside production by default, in production only with SEED_DEMO_DATA=yes', () => {
    expect(readConfig({}).seedDemoData).toBe(true);
    expect(readConfig({ SEED_DEMO_DATA: 'no' }).seedDemoData).toBe(false);
    expect(readConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(readConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'yes' }).seedDemoData).toBe(true);
    expect(() => readConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toThrow(ConfigurationError);
  });

  it('offers the test payment provider only with PAYMENT_TEST_PROVIDER=enabled, and refuses it in production', () => {
    expect(readConfig({}).paymentTestProvider).toBe(false);
    expect(readConfig({ PAYMENT_TEST_PROVIDER: 'enabled' }).paymentTestProvider).toBe(true);
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_TEST_PROVIDER: 'enabled' })).toThrow(/PAYMENT_TEST_PROVIDER/);
  });

  it('stops start-up with exit code 1 and a clear message when production enables the test provider', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...PRODUCTION, PAYMENT_TEST_PROVIDER: 'enabled', API_DATA_DIR: 'memory://', API_PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[api] Configuration error: PAYMENT_TEST_PROVIDER=enabled in production');
  }, 90_000);
});

const handle = await openDatabase({ dataDir: 'memory://' });
const api = await createTestApi({ paymentTestProvider: false });
afterAll(async () => {
  await handle.close();
  await api.close();
});

describe('an empty production database', () => {
  const config = readConfig(PRODUCTION);

  it('gets reference data but no demo accounts: the published demo administrator cannot log in', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    await seedDatabase(handle.db, { products: config.seedProducts, demo: config.seedDemoData });
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(await handle.db.select().from(users)).toEqual([]);
    const app = createApp(handle, config);
    const login = await app.request('/api/v1/rest-auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: SEED_LOGIN.TH_ADMIN, password: SEED_PASSWORD }) });
    expect(login.status).toBe(400);
  });

  it('create-admin: refuses weak passwords, creates the administrator once, leaves other accounts alone', async () => {
    expect(await createAdministrator(handle.db, { email: 'owner@shop.example', password: 'password1234' })).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('PASSWORD_TOO_COMMON') });
    expect(await createAdministrator(handle.db, { email: 'owner@shop.example', password: 'short' })).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('PASSWORD_TOO_SHORT') });
    const created = await createAdministrator(handle.db, { email: ' Owner@Shop.example ', password: 'Vahtra-puu-kasvab-2026' });
    expect(created.outcome).toBe('created');
    const again = await createAdministrator(handle.db, { email: 'owner@shop.example', password: 'Another-long-pass-99' });
    expect(again).toEqual({ outcome: 'already-administrator', id: (created as { id: number }).id });

    const app = createApp(handle, config);
    const login = async (password: string) =>
      app.request('/api/v1/rest-auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'owner@shop.example', password }) });
    // The second call did not change the password.
    expect((await login('Another-long-pass-99')).status).toBe(400);
    const ok = await login('Vahtra-puu-kasvab-2026');
    expect(ok.status).toBe(200);
    const { key } = (await ok.json()) as { key: string };
    const me = (await (await app.request('/api/v1/rest-auth/user/', { headers: { Authorization: `Token ${key}` } })).json()) as any;
    expect(JSON.stringify(me)).toContain('TH_ADMIN');

    await handle.db.insert(users).values({ email: 'shopper@shop.example', passwordHash: 'x' });
    expect(await createAdministrator(handle.db, { email: 'shopper@shop.example', password: 'Vahtra-puu-kasvab-2026' })).toMatchObject({ outcome: 'refused' });
  });
});

describe('payments without the test provider', () => {
  it('refuses a test payment: the order stays unpaid and earns no loyalty points', async () => {
    const token = await api.login(SEED_LOGIN.LOYAL);
    const uuid = (await api.request('POST', '/api/v1/orders/', { token, body: {}, headers: { 'Delivery-Country': 'EE' } })).body.uuid;
    const product = (await api.request('GET', '/api/v1/products/?page_size=100&sort=price_asc', { token })).body.results.products.find(
      (item: any) => item.price !== null && !item.is_disabled && item.valid_restrictions.length === 0,
    );
    await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token, body: { product: product.id } });
    const methods = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body;
    await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { token, body: { delivery_method_id: methods[0].id } });
    await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { token, body: { first_name: 'A', last_name: 'B', email: 'a@b.ee', phone: '+3725555555' } });

    for (const body of [{ method: 'BANK' }, { method: 'BANK', provider: 'test', test_result: 'success' }]) {
      const paid = await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { token, body });
      expect(paid.status).toBe(400);
      expect(paid.body).toMatchObject({ code: 'PAYMENT_PROVIDER_NOT_AVAILABLE', errors: { provider: [expect.any(String)] } });
    }
    const [order] = await api.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(order!.status).toBe(ORDER_STATUS.DRAFT);
    expect(await api.database.db.select().from(payments).where(eq(payments.orderUuid, uuid))).toEqual([]);
    expect(await api.database.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.orderUuid, uuid))).toEqual([]);
  });
});
