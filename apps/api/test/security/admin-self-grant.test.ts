/**
 * Who may grant what (docs/decisions/0007-role-permissions.md, 2026-11-24): nobody changes their
 * own memberships or groups, nobody grants a group whose flags they lack, and only a full
 * administrator changes the customer memberships of a staff account.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApi } from '../support/testApi';
import { SEED_LOGIN } from '../../src/seed/accessData';
import { adminAuditLog, customerMemberships, customers, userPermissionGroups, users } from '../../src/db/schema';

const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const userAdmin = await api.login(SEED_LOGIN.TH_USER_ADMIN);
const put = (id: number, body: unknown, token: string) => api.request('PUT', `/api/v1/administrator/users/${id}/`, { token, body });
const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const customerOf = async (email: string) => (await db.select({ uuid: customers.uuid }).from(customers).where(eq(customers.email, email)))[0]!.uuid;
const membershipsOf = async (id: number) => db.select().from(customerMemberships).where(eq(customerMemberships.userId, id));

describe('self-service escalation is refused', () => {
  it('a user admin cannot join a customer: 403, nothing stored, the customer stays out of reach', async () => {
    const self = await userId(SEED_LOGIN.TH_USER_ADMIN);
    const loyal = await customerOf(SEED_LOGIN.LOYAL);
    const joined = await put(self, { memberships: [{ customer_uuid: loyal, role: 'CUSTOMER_ADMIN' }] }, userAdmin);
    expect(joined.status).toBe(403);
    expect(joined.body).toMatchObject({ code: 'PERMISSION_DENIED', errors: { memberships: [expect.any(String)] } });
    expect(await membershipsOf(self)).toEqual([]);
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, String(self)))).toEqual([]);
    // Before: stored (200), and the user admin could then act for the customer (its orders, addresses, points).
    const customersOfSelf = await api.request('GET', '/api/v1/rest-auth/customers/', { token: userAdmin });
    expect(JSON.stringify(customersOfSelf.body)).not.toContain(loyal);
  });

  it('nobody changes their own permission groups, not even a full administrator', async () => {
    const self = await userId(SEED_LOGIN.TH_USER_ADMIN);
    const promoted = await put(self, { permission_groups: ['TH_USER_ADMIN', 'TH_SHOP_ADMIN'] }, userAdmin);
    expect(promoted.status).toBe(403);
    const adminSelf = await put(await userId(SEED_LOGIN.TH_ADMIN), { memberships: [{ customer_uuid: await customerOf(SEED_LOGIN.LOYAL), role: 'CUSTOMER_USER' }] }, admin);
    expect(adminSelf.status).toBe(403);
    expect(await db.select().from(userPermissionGroups).where(eq(userPermissionGroups.userId, self))).toHaveLength(1);
    // Sending the unchanged values is not a change.
    expect((await put(self, { permission_groups: ['TH_USER_ADMIN'] }, userAdmin)).status).toBe(200);
  });

  it('a user admin cannot grant groups it does not hold, nor join another staff account to a customer', async () => {
    const shopper = await userId(SEED_LOGIN.PRIVATE);
    expect((await put(shopper, { permission_groups: ['TH_ADMIN'] }, userAdmin)).status).toBe(403);
    expect((await put(shopper, { permission_groups: ['TH_SHOP_ADMIN'] }, userAdmin)).status).toBe(403);
    const staff = await userId(SEED_LOGIN.TH_SHOP_ADMIN);
    const loyal = await customerOf(SEED_LOGIN.LOYAL);
    const joinStaff = await put(staff, { memberships: [{ customer_uuid: loyal, role: 'CUSTOMER_ADMIN' }] }, userAdmin);
    expect(joinStaff.status).toBe(403);
    expect(await membershipsOf(staff)).toEqual([]);
  });

  it('a user admin cannot make a staff account with customer memberships in one request, nor give a staff group to an account with memberships (decision 0083)', async () => {
    const shopper = await userId(SEED_LOGIN.PRIVATE);
    const before = await membershipsOf(shopper);
    const business = await customerOf(SEED_LOGIN.BUSINESS_ADMIN);
    const both = await put(shopper, { permission_groups: ['TH_USER_ADMIN'], memberships: [...before.map((row) => ({ customer_uuid: row.customerUuid, role: 'CUSTOMER_ADMIN' })), { customer_uuid: business, role: 'CUSTOMER_ADMIN' }] }, userAdmin);
    expect(both.status).toBe(403);
    // The shopper has a customer of their own: a staff group would read it with staff rights.
    const grant = await put(shopper, { permission_groups: ['TH_USER_ADMIN'] }, userAdmin);
    expect(grant.status).toBe(403);
    expect(grant.body).toMatchObject({ code: 'PERMISSION_DENIED', errors: { permission_groups: [expect.stringContaining('full administrator')] } });
    expect((await membershipsOf(shopper)).map((row) => row.customerUuid).sort()).toEqual(before.map((row) => row.customerUuid).sort());
    expect((await api.request('GET', `/api/v1/administrator/users/${shopper}/`, { token: admin })).body.permission_groups).toEqual([]);
  });

  it('a field the endpoint does not change is refused, not dropped silently', async () => {
    const shopper = await userId(SEED_LOGIN.PRIVATE);
    const answer = await put(shopper, { is_active: true, is_superuser: true, password: 'x', email: 'me@evil.example' }, userAdmin);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('legitimate grants still work', () => {
  it('a user admin adds a shopper to a customer; a full administrator grants groups and staff memberships', async () => {
    const shopper = await userId(SEED_LOGIN.PRIVATE);
    const business = await customerOf(SEED_LOGIN.BUSINESS_ADMIN);
    const own = (await membershipsOf(shopper)).map((row) => row.customerUuid);
    const memberships = [...own.map((uuid) => ({ customer_uuid: uuid, role: 'CUSTOMER_ADMIN' })), { customer_uuid: business, role: 'CUSTOMER_USER' }];
    const added = await put(shopper, { memberships }, userAdmin);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.memberships.map((item: any) => item.customer_uuid)).toContain(business);

    const staff = await userId(SEED_LOGIN.TH_EVENT_ADMIN);
    expect((await put(staff, { memberships: [{ customer_uuid: business, role: 'CUSTOMER_USER' }] }, admin)).status).toBe(200);
    const granted = await put(shopper, { permission_groups: ['TH_SHOP_ADMIN'] }, admin);
    expect(granted.body.permission_groups).toEqual([{ name: 'TH_SHOP_ADMIN' }]);
  });
});
