import { COUNTRY_ID } from '@salon/domain';
import type { Executor } from '../db/client';
import { countries, permissionGroupPermissions, permissionGroups, permissions, roles } from '../db/schema';
import { CUSTOMER_ROLES, GROUP_PERMISSIONS } from './accessData';

export interface ReferenceIds {
  roleId: Map<string, number>;
  groupId: Map<string, number>;
}

/**
 * What every deployment needs to run, demo or real: the delivery countries, the permission flags,
 * the staff groups with their flags and the customer roles. No people, no passwords, no catalogue.
 * Seeded into an empty database in production too (docs/decisions/0010-security.md).
 */
export async function seedReferenceData(db: Executor): Promise<ReferenceIds> {
  await db.insert(countries).values([
    { id: COUNTRY_ID.EE, isoCode: 'EE', name: 'Estonia' },
    { id: COUNTRY_ID.LV, isoCode: 'LV', name: 'Latvia' },
  ]);
  const permissionRows = await db
    .insert(permissions)
    .values([...new Set(Object.values(GROUP_PERMISSIONS).flat())].map((code) => ({ code })))
    .returning();
  const permissionId = new Map(permissionRows.map((row) => [row.code, row.id]));
  const groupRows = await db.insert(permissionGroups).values(Object.keys(GROUP_PERMISSIONS).map((name) => ({ name }))).returning();
  await db.insert(permissionGroupPermissions).values(
    groupRows.flatMap((group) =>
      GROUP_PERMISSIONS[group.name as keyof typeof GROUP_PERMISSIONS].map((code) => ({ groupId: group.id, permissionId: permissionId.get(code)! })),
    ),
  );
  const roleRows = await db.insert(roles).values(CUSTOMER_ROLES.map((code) => ({ code }))).returning();
  return { roleId: new Map(roleRows.map((row) => [row.code, row.id])), groupId: new Map(groupRows.map((row) => [row.name, row.id])) };
}
