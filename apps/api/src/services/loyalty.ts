import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES as DOMAIN_OPEN_ORDER_STATUSES } from '@salon/domain';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';

/** Orders whose chosen points are held (not yet paid or dropped). */
// The open statuses are the domain's rule (the storefront's cart uses the same).
export const OPEN_ORDER_STATUSES = [...DOMAIN_OPEN_ORDER_STATUSES];

/** Points held by the customer's open orders, optionally leaving one order out. */
export async function reservedPoints(db: Executor, customerUuid: string, exceptOrderUuid?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${orders.usedLoyaltyPoints})` })
    .from(orders)
    .where(
      and(
        eq(orders.customerUuid, customerUuid),
        eq(orders.useLoyaltyPoints, true),
        inArray(orders.status, OPEN_ORDER_STATUSES),
        exceptOrderUuid ? ne(orders.uuid, exceptOrderUuid) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
