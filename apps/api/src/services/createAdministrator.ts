import { and, eq } from 'drizzle-orm';
import { ADMIN_GROUP, PASSWORD_ERROR_MESSAGE, isValidEmail, passwordProblem } from '@salon/domain';
import type { Database } from '../db/client';
import { permissionGroups, userPermissionGroups, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { isDatabaseEmpty, seedDatabase } from '../seed';

type CreateAdministratorResult =
  | { outcome: 'created'; id: number }
  | { outcome: 'already-administrator'; id: number }
  | { outcome: 'refused'; reason: string };

/**
 * The first full administrator (TH_ADMIN) of a real deployment, where no demo accounts exist
 * (docs/decisions/0010-security.md). Idempotent: an e-mail that already is an administrator is
 * left as it is (its password is not changed); an e-mail of any other account is refused, never
 * silently promoted. An empty database first gets the reference data (groups, roles, countries).
 */
export async function createAdministrator(db: Database, input: { email: string; password: string; firstName?: string; lastName?: string }): Promise<CreateAdministratorResult> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) return { outcome: 'refused', reason: `"${input.email}" is not a valid e-mail address.` };
  const problem = passwordProblem(input.password);
  if (problem) return { outcome: 'refused', reason: `${problem}: ${PASSWORD_ERROR_MESSAGE[problem]}` };

  if (await isDatabaseEmpty(db)) await seedDatabase(db, { products: 0, demo: false });
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [group] = await db.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.name, ADMIN_GROUP.TH_ADMIN));
  if (!group) return { outcome: 'refused', reason: `The permission group ${ADMIN_GROUP.TH_ADMIN} is missing: is this the shop's database?` };
  if (existing) {
    const [member] = await db
      .select({ userId: userPermissionGroups.userId })
      .from(userPermissionGroups)
      .where(and(eq(userPermissionGroups.userId, existing.id), eq(userPermissionGroups.groupId, group.id)));
    if (member) return { outcome: 'already-administrator', id: existing.id };
    return { outcome: 'refused', reason: `${email} already has an account that is not a full administrator; it was not changed. Grant ${ADMIN_GROUP.TH_ADMIN} as an administrator in the admin area, or use another e-mail.` };
  }
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: input.firstName ?? 'Admin', lastName: input.lastName ?? '', isActive: true, isEmailConfirmed: true })
      .returning({ id: users.id });
    await tx.insert(userPermissionGroups).values({ userId: created!.id, groupId: group.id });
    return created!.id;
  });
  return { outcome: 'created', id };
}
