import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

/** Login accounts. A user acts for one active customer at a time (spec section 1). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt hash: "scrypt$<salt hex>$<hash hex>". */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  isEmailSubscription: boolean('is_email_subscription').notNull().default(false),
  activeCustomerUuid: uuid('active_customer_uuid').references(() => customers.uuid, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  /** False from registration until the e-mailed confirmation link is used; such a user cannot log in. */
  isEmailConfirmed: boolean('is_email_confirmed').notNull().default(true),
  createdAt: createdAt(),
});

/** API tokens: only a SHA-256 of the key is stored, so a leaked table does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/** Fine-grained rights such as IS_ROUTE_ADMIN or IS_PRODUCT_ADMIN. */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
});

/** Staff groups (TH_ADMIN, TH_PRODUCT_ADMIN, ...) that bundle permissions. */
export const permissionGroups = pgTable('permission_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const permissionGroupPermissions = pgTable(
  'permission_group_permissions',
  {
    groupId: integer('group_id').notNull().references(() => permissionGroups.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.permissionId] })],
);

export const userPermissionGroups = pgTable(
  'user_permission_groups',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => permissionGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

/** Roles a user holds inside a customer (CUSTOMER_ADMIN, CUSTOMER_USER). */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

/** Which customers a user may act for, and in which role. */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    customerUuid: uuid('customer_uuid').notNull().references(() => customers.uuid, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.customerUuid] })],
);
