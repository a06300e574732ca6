import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ADMIN_GROUPS, ADMIN_LIST_FIELD_TYPE as T, GROUP_PERMISSIONS, PERMISSION_FLAG, USER_ROLE, type AdminGroup } from '@salon/domain';
import type { AuthenticatedUser } from '../../../context';
import type { AppEnv } from '../../../context';
import type { Executor } from '../../../db/client';
import { authTokens, customerMemberships, customers, permissionGroups, roles, userPermissionGroups, users } from '../../../db/schema';
import { API_ERROR_CODE, ApiError, badRequest, notFound } from '../../../lib/errors';
import { idParam, readBody, readParams, uuidParam } from '../../../lib/validate';
import { adminUser, userHasPermission } from '../../../middleware/adminAccess';
import { column, defineAdminList, enumOptions } from '../../../services/adminList';
import { defineAdminResource, mountAdminResource } from '../../../services/adminResource';
import { AUDIT_ACTION, recordAudit } from '../../../services/audit';
import { operations } from '../../../openapi/registry';
import { adminResourceDocs } from '../../../openapi/adminResource';
import { ADMIN_OPERATIONS_TAG as TAG } from './docsTag';
import { adminResourceIdParams } from '../../../services/adminResource';

const USER_NOT_FOUND = 'USER_NOT_FOUND';
const CUSTOMER_ROLES = [USER_ROLE.CUSTOMER_ADMIN, USER_ROLE.CUSTOMER_USER] as const;

const USERS_LIST = defineAdminList({
  list: 'users',
  endpoint: '/api/v1/administrator/users/',
  permission: PERMISSION_FLAG.IS_USER_ADMIN,
  default_sort: 'email',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('email', T.STRING, { sortable: true, searchable: true }),
    column('first_name', T.STRING, { sortable: true, searchable: true }),
    column('last_name', T.STRING, { sortable: true, searchable: true }),
    column('permission_group', T.RADIOS, { filterable: true, options: enumOptions(ADMIN_GROUPS), label: 'permission_groups' }),
    column('is_active', T.BOOLEAN, { filterable: true }),
    column('created_at', T.DATE_TIME, { sortable: true }),
  ],
});

const userUpdate = z.object({
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
  permission_groups: z
    .array(z.enum(ADMIN_GROUPS as [AdminGroup, ...AdminGroup[]], { error: `One of: ${ADMIN_GROUPS.join(', ')}.` }), { error: 'Must be a list of group names.' })
    .max(ADMIN_GROUPS.length)
    .refine((groups) => new Set(groups).size === groups.length, 'A group is listed twice.')
    .optional(),
  memberships: z
    .array(
      z.object({
        customer_uuid: uuidParam,
        role: z.enum(CUSTOMER_ROLES, { error: `One of: ${CUSTOMER_ROLES.join(', ')}.` }),
      }),
      { error: 'Must be a list of {customer_uuid, role}.' },
    )
    .max(200)
    .refine((list) => new Set(list.map((item) => item.customer_uuid)).size === list.length, 'A customer is listed twice.')
    .optional(),
})
  // A field this endpoint does not change (is_superuser, password, email) is refused, not dropped
  // silently: the attempt is visible to the caller and never looks like a success.
  .strict();

type UserRow = typeof users.$inferSelect;

async function groupsOf(db: Executor, userIds: number[]) {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userPermissionGroups.userId, name: permissionGroups.name })
    .from(userPermissionGroups)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(inArray(userPermissionGroups.userId, userIds))
    .orderBy(asc(permissionGroups.name));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
}

/** Never the password hash. */
const serializeUser = (row: UserRow, groups: string[]) => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  is_active: row.isActive,
  is_email_subscription: row.isEmailSubscription,
  active_customer_uuid: row.activeCustomerUuid,
  permission_groups: groups.map((name) => ({ name })),
  created_at: row.createdAt.toISOString(),
});

async function userDetail(db: Executor, row: UserRow) {
  const groups = (await groupsOf(db, [row.id])).get(row.id) ?? [];
  const memberships = await db
    .select({ uuid: customers.uuid, name: customers.name, isIndividual: customers.isIndividual, role: roles.code })
    .from(customerMemberships)
    .innerJoin(customers, eq(customers.uuid, customerMemberships.customerUuid))
    .innerJoin(roles, eq(roles.id, customerMemberships.roleId))
    .where(eq(customerMemberships.userId, row.id))
    .orderBy(asc(customers.name), asc(customers.uuid));
  return {
    ...serializeUser(row, groups),
    memberships: memberships.map((membership) => ({ customer_uuid: membership.uuid, customer_name: membership.name, is_individual: membership.isIndividual, role: membership.role })),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;
const sameMemberships = (current: { customerUuid: string; role: string }[], wanted: { customer_uuid: string; role: string }[]) =>
  sameSet(current.map((item) => `${item.customerUuid}:${item.role}`), wanted.map((item) => `${item.customer_uuid}:${item.role}`));

/** A group can be granted or taken only by someone who holds every flag it gives (TH_ADMIN: only a full administrator). */
const canManageGroup = (caller: AuthenticatedUser, group: string) =>
  (GROUP_PERMISSIONS[group as AdminGroup] ?? []).every((flag) => userHasPermission(caller, flag));

const permissionDenied = (message: string, field: string) => new ApiError(403, API_ERROR_CODE.PERMISSION_DENIED, message, { [field]: [message] });

const userRow = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  is_email_subscription: z.boolean(),
  active_customer_uuid: z.guid().nullable(),
  permission_groups: z.array(z.object({ name: z.string() })),
  created_at: z.iso.datetime({ offset: true }),
});
const userDetailResponse = userRow.extend({
  memberships: z.array(z.object({ customer_uuid: z.guid(), customer_name: z.string(), is_individual: z.boolean(), role: z.string() })),
});

const usersResource = defineAdminResource({
  path: '/administrator/users',
  permission: PERMISSION_FLAG.IS_USER_ADMIN,
  list: USERS_LIST,
  entity: 'user',
  table: users,
  id: users.id,
  notFound: { code: USER_NOT_FOUND, message: 'User not found.' },
  sort: { id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName, created_at: users.createdAt },
  search: (pattern) => or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`)!,
  filters: {
    is_active: { column: users.isActive },
    permission_group: {
      where: (group: string) =>
        sql`exists (select 1 from ${userPermissionGroups} join ${permissionGroups} on ${permissionGroups.id} = ${userPermissionGroups.groupId} where ${userPermissionGroups.userId} = ${users.id} and ${permissionGroups.name} = ${group})`,
    },
  },
  serialize: (row) => serializeUser(row, []),
  serializeList: async (db, rows) => {
    const groups = await groupsOf(db, rows.map((row) => row.id));
    return rows.map((row) => serializeUser(row, groups.get(row.id) ?? []));
  },
  detail: userDetail,
  responses: { row: userRow, detail: userDetailResponse },
});

/** Users (IS_USER_ADMIN): list and detail through the admin resource, a guarded update. */
export function adminUserRoutes() {
  const app = new Hono<AppEnv>();

  mountAdminResource(app, usersResource);

  app.put('/administrator/users/:id/', async (c) => {
    const caller = adminUser(c);
    const { id } = readParams(c, z.object({ id: idParam }));
    const body = await readBody(c, userUpdate);
    const detail = await c.var.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!target) throw notFound(USER_NOT_FOUND, 'User not found.');
      const currentGroups = (await groupsOf(tx, [id])).get(id) ?? [];
      const isSelf = target.id === caller.id;

      // Staff cannot act on someone who holds more than they could grant.
      const stronger = currentGroups.find((group) => !canManageGroup(caller, group));
      if (stronger && !isSelf) throw permissionDenied(`This user is in ${stronger}, which you cannot manage.`, 'permission_groups');

      if (body.is_active === false && isSelf) throw badRequest('You cannot deactivate yourself.', { is_active: ['You cannot deactivate yourself.'] });

      const currentMemberships = await tx
        .select({ customerUuid: customerMemberships.customerUuid, role: roles.code })
        .from(customerMemberships)
        .innerJoin(roles, eq(roles.id, customerMemberships.roleId))
        .where(eq(customerMemberships.userId, id));
      const membershipsChange = body.memberships && !sameMemberships(currentMemberships, body.memberships);
      // docs/decisions/0007 (2026-11-24): nobody changes their own groups or memberships (a user
      // admin could otherwise join any customer and read its orders or spend its points).
      if (isSelf && membershipsChange) throw permissionDenied('You cannot change your own customer memberships.', 'memberships');
      if (isSelf && body.permission_groups && !sameSet(currentGroups, body.permission_groups)) {
        throw permissionDenied('You cannot change your own permission groups.', 'permission_groups');
      }
      if (body.permission_groups) {
        const wanted = body.permission_groups;
        const changed: string[] = [...wanted.filter((group) => !currentGroups.includes(group)), ...currentGroups.filter((group) => !(wanted as string[]).includes(group))];
        const notAllowed = changed.find((group) => !canManageGroup(caller, group));
        if (notAllowed) throw permissionDenied(`You cannot grant or remove ${notAllowed}: it gives permissions you do not hold.`, 'permission_groups');
      }
      // A staff account joined to a customer reads that customer's data with staff rights; only a
      // full administrator may make or change one (closes two user admins joining each other to
      // customers). Judged on what the account will be: groups and memberships granted in one
      // request, or groups given to an account that has memberships, are the same thing.
      const groupsChange = !!body.permission_groups && !sameSet(currentGroups, body.permission_groups);
      const groupsAfter = body.permission_groups ?? currentGroups;
      const membershipsAfter = body.memberships ?? currentMemberships;
      const staffWithCustomers = groupsAfter.length > 0 && membershipsAfter.length > 0;
      if (!userHasPermission(caller, PERMISSION_FLAG.IS_SUPER_ADMIN) && ((membershipsChange && currentGroups.length > 0) || (staffWithCustomers && (membershipsChange || groupsChange)))) {
        throw permissionDenied('Only a full administrator can change the customer memberships of a staff account, or make an account with customer memberships staff.', membershipsChange ? 'memberships' : 'permission_groups');
      }

      if (body.permission_groups) {
        const wanted = body.permission_groups;
        const groupRows = wanted.length ? await tx.select().from(permissionGroups).where(inArray(permissionGroups.name, wanted)) : [];
        await tx.delete(userPermissionGroups).where(eq(userPermissionGroups.userId, id));
        if (groupRows.length) await tx.insert(userPermissionGroups).values(groupRows.map((group) => ({ userId: id, groupId: group.id })));
      }

      if (body.memberships) {
        const uuids = body.memberships.map((membership) => membership.customer_uuid);
        const known = new Set(uuids.length ? (await tx.select({ uuid: customers.uuid }).from(customers).where(inArray(customers.uuid, uuids))).map((row) => row.uuid) : []);
        const errors: Record<string, string[]> = {};
        body.memberships.forEach((membership, index) => {
          if (!known.has(membership.customer_uuid)) errors[`memberships.${index}.customer_uuid`] = ['No such customer.'];
        });
        if (Object.keys(errors).length) throw badRequest('Unknown customer.', errors);
        const roleRows = await tx.select().from(roles).where(inArray(roles.code, [...CUSTOMER_ROLES]));
        const roleId = new Map(roleRows.map((role) => [role.code, role.id]));
        await tx.delete(customerMemberships).where(eq(customerMemberships.userId, id));
        if (body.memberships.length) {
          await tx.insert(customerMemberships).values(body.memberships.map((membership) => ({ userId: id, customerUuid: membership.customer_uuid, roleId: roleId.get(membership.role)! })));
        }
        if (target.activeCustomerUuid && !uuids.includes(target.activeCustomerUuid)) {
          await tx.update(users).set({ activeCustomerUuid: null }).where(eq(users.id, id));
        }
      }

      if (body.is_active !== undefined && body.is_active !== target.isActive) {
        await tx.update(users).set({ isActive: body.is_active }).where(eq(users.id, id));
        // A deactivated user is logged out everywhere at once.
        if (!body.is_active) await tx.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.userId, id), isNull(authTokens.revokedAt)));
      }

      await recordAudit(tx, caller, AUDIT_ACTION.UPDATE, 'user', id, body);
      const [fresh] = await tx.select().from(users).where(eq(users.id, id));
      return userDetail(tx, fresh!);
    });
    return c.json(detail);
  });

  return app;
}

export const adminUserDocs = operations([
  ...adminResourceDocs(usersResource, TAG, 'user'),
  {
    method: 'put',
    path: '/administrator/users/:id/',
    summary: 'Change a user: active flag, permission groups, customer memberships',
    tag: TAG,
    auth: { permission: PERMISSION_FLAG.IS_USER_ADMIN },
    params: adminResourceIdParams,
    body: userUpdate,
    response: { status: 200, description: 'The user with groups and memberships (never the password hash).', schema: userDetailResponse },
    errors: [404],
    description:
      'Groups and memberships, when given, replace the current ones. Nobody may deactivate themselves or drop their own last admin group (400); a group can be granted or removed only by someone holding all its flags (403). Deactivating revokes every token of the user. Audited.',
  },
]);
