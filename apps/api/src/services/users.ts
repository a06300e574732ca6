import { and, asc, eq } from 'drizzle-orm';
import type { AuthenticatedUser } from '../context';
import type { Executor } from '../db/client';
import { customerMemberships, customers, loyaltyAccounts, roles, userIdentities } from '../db/schema';
import { forbidden, notFound, API_ERROR_CODE } from '../lib/errors';
import { serializeCustomer } from './customers';

/** The user as GET /rest-auth/user/ returns it (spec section 3, auth user). */
export async function serializeAuthUser(db: Executor, user: AuthenticatedUser) {
  let activeCompany: { customer: ReturnType<typeof serializeCustomer>; role: string } | null = null;
  if (user.activeCustomerUuid) {
    const [row] = await db
      .select({ customer: customers, loyalty: loyaltyAccounts, role: roles.code })
      .from(customers)
      .innerJoin(customerMemberships, and(eq(customerMemberships.customerUuid, customers.uuid), eq(customerMemberships.userId, user.id)))
      .innerJoin(roles, eq(roles.id, customerMemberships.roleId))
      .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.customerUuid, customers.uuid))
      .where(eq(customers.uuid, user.activeCustomerUuid));
    if (row) activeCompany = { customer: serializeCustomer(row.customer, row.loyalty), role: row.role };
  }
  // One entry per linked provider account (docs/decisions/0043-social-login.md).
  const identities = await db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, user.id)).orderBy(userIdentities.id);
  return {
    pk: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_email_subscription: user.isEmailSubscription,
    permission_groups: user.permissionGroups.map((name) => ({ name })),
    active_role_permissions: user.permissions,
    active_company: activeCompany,
    social_logins: identities.map((identity) => identity.provider),
  };
}

export async function listUserCustomers(db: Executor, user: AuthenticatedUser) {
  const rows = await db
    .select({ customer: customers, loyalty: loyaltyAccounts, role: roles.code })
    .from(customerMemberships)
    .innerJoin(customers, eq(customers.uuid, customerMemberships.customerUuid))
    .innerJoin(roles, eq(roles.id, customerMemberships.roleId))
    .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.customerUuid, customers.uuid))
    .where(eq(customerMemberships.userId, user.id))
    .orderBy(asc(customers.createdAt), asc(customers.name));
  return rows.map((row) => ({ ...serializeCustomer(row.customer, row.loyalty), role: row.role, is_active: row.customer.uuid === user.activeCustomerUuid }));
}

/** The membership row, or a 404 when the customer does not exist or is not the user's. */
export async function requireMembership(db: Executor, user: AuthenticatedUser, customerUuid: string) {
  const [row] = await db
    .select({ role: roles.code })
    .from(customerMemberships)
    .innerJoin(roles, eq(roles.id, customerMemberships.roleId))
    .where(and(eq(customerMemberships.userId, user.id), eq(customerMemberships.customerUuid, customerUuid)));
  if (!row) {
    const [exists] = await db.select({ uuid: customers.uuid }).from(customers).where(eq(customers.uuid, customerUuid));
    if (exists) throw forbidden('You do not act for this customer.');
    throw notFound(API_ERROR_CODE.CUSTOMER_NOT_FOUND, 'Customer not found.');
  }
  return row;
}
