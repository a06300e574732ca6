import type { AuthenticatedUser } from '../context';
import type { Executor } from '../db/client';
import { adminAuditLog } from '../db/schema';

export const AUDIT_ACTION = {
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
  CLONE: 'clone',
  UPLOAD: 'upload',
} as const;
export type AuditAction = (typeof AUDIT_ACTION)[keyof typeof AUDIT_ACTION];

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(
  db: Executor,
  user: AuthenticatedUser,
  action: AuditAction,
  entity: string,
  entityId: string | number,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(adminAuditLog).values({ userId: user.id, userEmail: user.email, action, entity, entityId: String(entityId), details });
}
