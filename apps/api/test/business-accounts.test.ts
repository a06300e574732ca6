import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_CUSTOMERS_PER_USER } from '@salon/domain';
import { customerMemberships, customers, users } from '../src/db/schema';
import { SEED_LOGIN } from '../src/seed/accessData';
import { createTestApi } from './support/testApi';

const api = await createTestApi();
afterAll(() => api.close());

/** A registry code no other test uses: 8 digits from a counter. */
let next = 70_000_000;
const freshCode = () => String((next += 1));

describe('POST /api/v1/customers/ (add a business account)', () => {
  it('creates a business customer, the user its customer admin, listed among its customers; the client group stays RETAIL', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const code = freshCode();
    const created = await api.request('POST', '/api/v1/customers/', { token, body: { name: 'Salong Uus OÜ', reg_code: ` ${code.slice(0, 4)} ${code.slice(4)} `, vat: 'ee 100 200 300' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Salong Uus OÜ', is_individual: false, reg_code: code, vat: 'EE100200300' });
    const [row] = await api.database.db.select().from(customers).where(eq(customers.uuid, created.body.uuid));
    expect(row).toMatchObject({ isIndividual: false, regCode: code, clientGroup: 'RETAIL' });
    const [user] = await api.database.db.select().from(users).where(eq(users.email, SEED_LOGIN.PRIVATE));
    const memberships = await api.database.db.select().from(customerMemberships).where(eq(customerMemberships.customerUuid, created.body.uuid));
    expect(memberships.map((membership) => membership.userId)).toEqual([user!.id]);
    // The user may now act for it.
    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { token, body: { id: created.body.uuid } })).status).toBe(200);
  });

  it('refuses a registry code that has an account (409, nothing stored) and bad codes with field errors', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const before = (await api.database.db.select().from(customers)).length;
    const taken = await api.request('POST', '/api/v1/customers/', { token, body: { name: 'Copycat OÜ', reg_code: '12345678' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'CUSTOMER_REG_CODE_TAKEN', errors: { reg_code: expect.any(Array) } } });
    for (const body of [{ name: 'X', reg_code: '1234' }, { name: '', reg_code: freshCode() }, { name: 'X', reg_code: freshCode(), vat: 'FI123' }, { name: 'X', reg_code: freshCode(), extra: true }, { name: 'X'.repeat(300), reg_code: freshCode() }]) {
      const refused = await api.request('POST', '/api/v1/customers/', { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBeTruthy();
    }
    expect((await api.database.db.select().from(customers)).length).toBe(before);
  });

  it('two adds of one code at once store one account', async () => {
    const token = await api.login(SEED_LOGIN.LOYAL);
    const code = freshCode();
    const answers = await Promise.all([1, 2].map(() => api.request('POST', '/api/v1/customers/', { token, body: { name: 'Race OÜ', reg_code: code } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await api.database.db.select().from(customers).where(eq(customers.regCode, code))).toHaveLength(1);
  });

  it(`stops at ${MAX_CUSTOMERS_PER_USER} customers per user, and needs a login`, async () => {
    const token = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    let status = 201;
    for (let attempt = 0; attempt <= MAX_CUSTOMERS_PER_USER && status === 201; attempt += 1) {
      status = (await api.request('POST', '/api/v1/customers/', { token, body: { name: `Chain ${attempt} OÜ`, reg_code: freshCode() } })).status;
    }
    const refused = await api.request('POST', '/api/v1/customers/', { token, body: { name: 'One more OÜ', reg_code: freshCode() } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'TOO_MANY_CUSTOMERS' } });
    expect((await api.request('POST', '/api/v1/customers/', { body: { name: 'Anon OÜ', reg_code: freshCode() } })).status).toBe(401);
  });
});
