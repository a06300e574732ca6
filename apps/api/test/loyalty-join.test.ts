import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, loyaltyAccounts } from '../src/db/schema';
import { SEED_LOGIN } from '../src/seed/accessData';
import { createTestApi } from './support/testApi';

const api = await createTestApi();
afterAll(() => api.close());

async function activeCustomer(token: string): Promise<string> {
  const user = await api.request<{ active_company: { customer: { uuid: string } } }>('GET', '/api/v1/rest-auth/user/', { token });
  return user.body.active_company.customer.uuid;
}

describe('POST /api/v1/customers/:id/loyalty/join/', () => {
  it('makes an eligible customer a member (stored, with an account and the welcome flag); joining twice is a 409', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const uuid = await activeCustomer(token);
    const joined = await api.request('POST', `/api/v1/customers/${uuid}/loyalty/join/`, { token });
    expect(joined.status).toBe(200);
    expect(joined.body.loyalty).toMatchObject({ is_loyal: true, has_been_loyal: true, show_welcome_popup: true });
    const [row] = await api.database.db.select().from(customers).where(eq(customers.uuid, uuid));
    expect(row).toMatchObject({ isLoyal: true, hasBeenLoyal: true, showWelcomePopup: true });
    expect(await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerUuid, uuid))).toHaveLength(1);
    const again = await api.request('POST', `/api/v1/customers/${uuid}/loyalty/join/`, { token });
    expect(again).toMatchObject({ status: 409, body: { code: 'LOYALTY_ALREADY_MEMBER' } });
  });

  it('refuses a customer the rules exclude, another user’s customer and a visitor', async () => {
    const loyalToken = await api.login(SEED_LOGIN.LOYAL);
    const loyalUuid = await activeCustomer(loyalToken);
    await api.database.db.update(customers).set({ isLoyal: false }).where(eq(customers.uuid, loyalUuid));
    expect(await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/join/`, { token: loyalToken })).toMatchObject({ status: 403, body: { code: 'LOYALTY_NOT_ELIGIBLE' } });
    const otherToken = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/join/`, { token: otherToken })).status).toBe(403);
    expect((await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/join/`)).status).toBe(401);
    expect((await api.request('POST', '/api/v1/customers/not-a-uuid/loyalty/join/', { token: otherToken })).status).toBe(400);
  });
});
