import type { MiddlewareHandler } from 'hono';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { COUNTRY_ID, DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@salon/domain';
import type { AppEnv, AuthenticatedUser } from '../context';
import type { Database } from '../db/client';
import { authTokens, customers, users } from '../db/schema';
import { hashTokenKey } from '../auth/tokens';
import { API_ERROR_CODE, unauthorized } from '../lib/errors';

/** Client group of visitors without an active customer. */
export const ANONYMOUS_CLIENT_GROUP = 'RETAIL';
const AUTH_SCHEMES = ['token', 'bearer'];

/** "ru-RU,ru;q=0.9", "en_US" or "fi" -> the store locale; unknown -> et_EE. */
function localeFromAcceptLanguage(header: string | undefined): LocaleCode {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().replace('-', '_') ?? '';
    const match = LOCALES.find((locale) => locale.code.toLowerCase() === tag || locale.shortCode === tag.split('_')[0]);
    if (match) return match.code;
  }
  return DEFAULT_LOCALE;
}

/** Delivery-Country carries the numeric id (2, 3) or the ISO code (EE, LV); anything else is ignored. */
function countryFromHeader(header: string | undefined): number | null {
  if (!header) return null;
  const value = header.trim().toUpperCase();
  const byCode = COUNTRY_ID[value as keyof typeof COUNTRY_ID];
  if (byCode !== undefined) return byCode;
  const id = Number(value);
  return (Object.values(COUNTRY_ID) as number[]).includes(id) ? id : null;
}

/** The key from "Token <key>" or "Bearer <key>"; null when no Authorization header was sent. */
function tokenKeyFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, key, ...rest] = header.trim().split(/\s+/);
  if (!scheme || !key || rest.length > 0 || !AUTH_SCHEMES.includes(scheme.toLowerCase())) {
    throw unauthorized(API_ERROR_CODE.INVALID_TOKEN, 'Invalid Authorization header: use "Token <key>".');
  }
  return key;
}

async function loadPermissions(db: Database, userId: number, activeCustomerUuid: string | null) {
  const result = await db.execute<{ kind: 'group' | 'permission'; name: string }>(sql`
    select 'group' as kind, g.name from user_permission_groups ug join permission_groups g on g.id = ug.group_id where ug.user_id = ${userId}
    union
    select 'permission' as kind, p.code from user_permission_groups ug
      join permission_group_permissions gp on gp.group_id = ug.group_id
      join permissions p on p.id = gp.permission_id where ug.user_id = ${userId}
    union
    select 'permission' as kind, p.code from customer_memberships m
      join role_permissions rp on rp.role_id = m.role_id
      join permissions p on p.id = rp.permission_id
      where m.user_id = ${userId} and m.customer_uuid = ${activeCustomerUuid}
  `);
  const rows = result.rows;
  return {
    permissionGroups: rows.filter((row) => row.kind === 'group').map((row) => row.name).sort(),
    permissions: rows.filter((row) => row.kind === 'permission').map((row) => row.name).sort(),
  };
}

async function authenticate(db: Database, key: string) {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isEmailSubscription: users.isEmailSubscription,
      activeCustomerUuid: users.activeCustomerUuid,
      clientGroup: customers.clientGroup,
      customerCountryId: customers.deliveryCountryId,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(customers, eq(customers.uuid, users.activeCustomerUuid))
    .where(and(eq(authTokens.keyHash, hashTokenKey(key)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date()), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw unauthorized(API_ERROR_CODE.INVALID_TOKEN, 'Invalid or expired token.');
  const access = await loadPermissions(db, row.id, row.activeCustomerUuid);
  const user: AuthenticatedUser = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isEmailSubscription: row.isEmailSubscription,
    activeCustomerUuid: row.activeCustomerUuid,
    tokenId: row.tokenId,
    ...access,
  };
  return { user, clientGroup: row.clientGroup, customerCountryId: row.customerCountryId };
}

/**
 * Reads Authorization, Accept-Language and Delivery-Country into c.var.viewer. A bad token is
 * a 401 on every endpoint (the client then resets its login); no token means anonymous.
 */
export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = tokenKeyFromHeader(c.req.header('Authorization'));
  const locale = localeFromAcceptLanguage(c.req.header('Accept-Language'));
  const headerCountry = countryFromHeader(c.req.header('Delivery-Country'));
  if (key === null) {
    c.set('viewer', { user: null, locale, deliveryCountryId: headerCountry, clientGroup: ANONYMOUS_CLIENT_GROUP });
  } else {
    const auth = await authenticate(c.var.db, key);
    c.set('viewer', {
      user: auth.user,
      locale,
      // The customer's saved country wins; the header covers customers that have none yet.
      deliveryCountryId: auth.customerCountryId ?? headerCountry,
      clientGroup: auth.clientGroup ?? ANONYMOUS_CLIENT_GROUP,
    });
  }
  await next();
};

export function requireUser(viewer: { user: AuthenticatedUser | null }): AuthenticatedUser {
  if (!viewer.user) throw unauthorized();
  return viewer.user;
}
