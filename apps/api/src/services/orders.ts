import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { ERROR_CODE, ORDER_LINE_KIND, ORDER_STATUS, PERMISSION_FLAG, isDraftOrderStatus } from '@salon/domain';
import type { AuthenticatedUser, Viewer } from '../context';
import type { Database, Executor } from '../db/client';
import type { ParcelMachineSnapshot } from './parcelMachines';
import { customerMemberships, customers, deliveryMethods, eventTickets, loyaltyAccounts, orderLines, orders, products } from '../db/schema';
import { API_ERROR_CODE, ApiError, notFound } from '../lib/errors';
import { userHasPermission } from '../middleware/adminAccess';
import { toCents } from '../lib/money';
import { computeOrderTotals } from '../orders/totals';
import { loadProductCards } from './productCards';
import { OPEN_ORDER_STATUSES, reservedPoints } from './loyalty';
import { takeEventSeats } from './eventSeats';

export type OrderRow = typeof orders.$inferSelect;

/** Statuses in which lines, delivery and loyalty choice may still change. */
const EDITABLE_STATUSES: readonly number[] = OPEN_ORDER_STATUSES;

const orderNotFound = () => notFound(ERROR_CODE.ORDER_NOT_FOUND, 'Order not found.');

/**
 * Anonymous orders (no user, no customer) are reachable by their uuid alone: the uuid is the
 * secret the browser keeps. Owned orders need the owner, a member of their customer, or an
 * order admin (IS_ORDER_ADMIN, or IS_SUPER_ADMIN through the shared userHasPermission): staff
 * who handle pending orders may read and correct them through the same /orders/ endpoints
 * (docs/decisions/0007-role-permissions.md). Anyone else, other admin roles included, gets
 * ORDER_NOT_FOUND, so order ids cannot be probed.
 */
async function canAccess(db: Executor, order: OrderRow, user: AuthenticatedUser | null): Promise<boolean> {
  if (order.userId === null && order.customerUuid === null) return true;
  if (!user) return false;
  if (order.userId === user.id || userHasPermission(user, PERMISSION_FLAG.IS_ORDER_ADMIN)) return true;
  return isMemberOf(db, user, order.customerUuid);
}

async function isMemberOf(db: Executor, user: AuthenticatedUser, customerUuid: string | null): Promise<boolean> {
  if (customerUuid === null) return false;
  const [membership] = await db
    .select({ userId: customerMemberships.userId })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.userId, user.id), eq(customerMemberships.customerUuid, customerUuid)));
  return Boolean(membership);
}

/**
 * Changing a customer's order needs membership of that customer now: someone staff removed from a
 * company still reads the orders they placed, but no longer spends the company's loyalty points or
 * buys at its terms with a cart they left open (decision 0083).
 */
async function canChange(db: Executor, order: OrderRow, user: AuthenticatedUser | null): Promise<boolean> {
  if (order.customerUuid === null || !user || userHasPermission(user, PERMISSION_FLAG.IS_ORDER_ADMIN)) return true;
  return isMemberOf(db, user, order.customerUuid);
}

export async function loadOrder(db: Executor, uuid: string, viewer: Viewer, options: { forUpdate?: boolean } = {}): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.uuid, uuid));
  const [order] = options.forUpdate ? await query.for('update') : await query;
  if (!order || !(await canAccess(db, order, viewer.user))) throw orderNotFound();
  return order;
}

/** Recomputes every total from the lines; runs inside the transaction that holds the order lock. */
export async function recalculateTotals(tx: Executor, order: OrderRow): Promise<void> {
  const lines = await tx.select({ price: orderLines.price, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderUuid, order.uuid));
  const linesCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);

  let transportCents = 0;
  if (order.deliveryMethodId !== null) {
    const [method] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId));
    if (method && !(method.freeFrom !== null && linesCents >= toCents(method.freeFrom))) transportCents = toCents(method.price);
  }

  let availablePoints = 0;
  let totalSpentEur: number | null = null;
  if (order.useLoyaltyPoints && order.customerUuid) {
    const [account] = await tx
      .select({ balance: loyaltyAccounts.pointsBalance, spent: loyaltyAccounts.totalSpentAmount, isLoyal: customers.isLoyal })
      .from(loyaltyAccounts)
      .innerJoin(customers, eq(customers.uuid, loyaltyAccounts.customerUuid))
      .where(eq(loyaltyAccounts.customerUuid, order.customerUuid));
    if (account?.isLoyal) {
      availablePoints = account.balance - (await reservedPoints(tx, order.customerUuid, order.uuid));
      totalSpentEur = Number(account.spent);
    }
  }

  const totals = computeOrderTotals({
    lines: lines.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity })),
    transportCents,
    useLoyaltyPoints: order.useLoyaltyPoints,
    availablePoints,
    totalSpentEur,
  });
  await tx
    .update(orders)
    .set({
      linesTotal: totals.linesTotal,
      loyaltyDiscount: totals.loyaltyDiscount,
      usedLoyaltyPoints: totals.usedLoyaltyPoints,
      transportCost: totals.transportCost,
      totalWithCouponDiscount: totals.totalWithCouponDiscount,
      vat: totals.vat,
      revision: sql`${orders.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(orders.uuid, order.uuid));
}

/**
 * Runs a change on an order under a row lock (SELECT ... FOR UPDATE) and recomputes its totals
 * in the same transaction, so concurrent line updates serialise and the totals always equal
 * the sum of the lines.
 */
export async function changeOrder<T>(
  db: Database,
  uuid: string,
  viewer: Viewer,
  change: (tx: Executor, order: OrderRow) => Promise<T>,
  options: { requireEditable?: boolean; skipAccessCheck?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    let order: OrderRow;
    if (options.skipAccessCheck) {
      const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
      if (!row) throw orderNotFound();
      order = row;
    } else {
      order = await loadOrder(tx, uuid, viewer, { forUpdate: true });
      if (!(await canChange(tx, order, viewer.user))) throw orderNotFound();
    }
    if ((options.requireEditable ?? true) && !EDITABLE_STATUSES.includes(order.status)) {
      throw new ApiError(409, API_ERROR_CODE.ORDER_NOT_EDITABLE, 'The order can no longer be changed.');
    }
    // A placed (pending) order already holds its seats: tickets whose quantity grows are taken again.
    const heldSeats = isDraftOrderStatus(order.status) ? null : await ticketQuantities(tx, uuid);
    const result = await change(tx, order);
    // An open order is bought at today's prices: whatever changed, its lines follow a price staff changed since.
    if (EDITABLE_STATUSES.includes(order.status)) await repriceOrderLines(tx, uuid);
    if (heldSeats) {
      const grown = [...(await ticketQuantities(tx, uuid))].filter(([ticketId, quantity]) => quantity > (heldSeats.get(ticketId) ?? 0)).map(([ticketId]) => ticketId);
      if (grown.length > 0) await takeEventSeats(tx, uuid, viewer.locale, { ticketIds: grown });
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.uuid, uuid));
    await recalculateTotals(tx, fresh!);
    return result;
  });
}

/**
 * Brings an open order's lines to what their products and tickets cost now (decision 0082): a
 * line keeps the price it was added at only until staff change it. A product without a price
 * keeps the line's (the payment refuses it as not purchasable). Answers how many lines changed.
 */
export async function repriceOrderLines(tx: Executor, orderUuid: string): Promise<number> {
  const stale = await tx
    .select({ id: orderLines.id, price: sql<string>`coalesce(${products.price}, ${eventTickets.price})` })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(eventTickets, eq(eventTickets.id, orderLines.ticketId))
    .where(and(eq(orderLines.orderUuid, orderUuid), sql`coalesce(${products.price}, ${eventTickets.price}) is distinct from ${orderLines.price}`, sql`coalesce(${products.price}, ${eventTickets.price}) is not null`));
  for (const line of stale) await tx.update(orderLines).set({ price: line.price, updatedAt: new Date() }).where(eq(orderLines.id, line.id));
  return stale.length;
}

async function ticketQuantities(tx: Executor, orderUuid: string): Promise<Map<number, number>> {
  const rows = await tx.select({ ticketId: orderLines.ticketId, quantity: orderLines.quantity }).from(orderLines).where(and(eq(orderLines.orderUuid, orderUuid), isNotNull(orderLines.ticketId)));
  return new Map(rows.map((row) => [row.ticketId!, row.quantity]));
}

/** Order lines with their products (as the viewer sees them) or event tickets. */
export async function serializeLines(db: Executor, orderUuid: string, viewer: Viewer) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid)).orderBy(asc(orderLines.id));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const ticketIds = lines.flatMap((line) => (line.ticketId === null ? [] : [line.ticketId]));
  const [cards, tickets] = await Promise.all([
    loadProductCards(db, productIds, viewer),
    ticketIds.length > 0 ? db.select().from(eventTickets).where(inArray(eventTickets.id, ticketIds)) : Promise.resolve([]),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const ticketById = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  return lines.map((line) => {
    const product = line.productId === null ? null : (cardById.get(line.productId) ?? null);
    const ticket = line.ticketId === null ? null : ticketById.get(line.ticketId);
    return {
      id: line.id,
      kind: line.kind,
      product,
      event_ticket: ticket ? { id: ticket.id, event: ticket.eventId, i18n_name: ticket.name, price: ticket.price } : null,
      price: line.price,
      quantity: line.quantity,
      total: ((toCents(line.price) * line.quantity) / 100).toFixed(2),
      restrictions: line.kind === ORDER_LINE_KIND.PRODUCT ? (product?.valid_restrictions ?? []) : [],
    };
  });
}

/**
 * The order with its lines and totals as of one moment. Outside a transaction the reads run in a
 * read-only REPEATABLE READ transaction (one snapshot): under READ COMMITTED each statement sees
 * the latest commit, so a line update committing between the order row and its lines would give
 * totals that are not the sum of the lines shown. Inside a caller's transaction the caller decides.
 */
export async function serializeOrder(db: Executor, uuid: string, viewer: Viewer) {
  if (db instanceof PgTransaction) return readOrder(db, uuid, viewer);
  return db.transaction((tx) => readOrder(tx, uuid, viewer), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readOrder(db: Executor, uuid: string, viewer: Viewer) {
  const [order] = await db
    .select({ order: orders, customerName: customers.name, customerIsIndividual: customers.isIndividual })
    .from(orders)
    .leftJoin(customers, eq(customers.uuid, orders.customerUuid))
    .where(eq(orders.uuid, uuid));
  if (!order) throw orderNotFound();
  const row = order.order;
  return {
    uuid: row.uuid,
    id: row.uuid,
    number: row.number,
    status: row.status,
    customer: row.customerUuid ? { uuid: row.customerUuid, name: order.customerName, is_individual: order.customerIsIndividual } : null,
    order_lines: await serializeLines(db, uuid, viewer),
    use_loyalty_points: row.useLoyaltyPoints,
    used_loyalty_points: row.usedLoyaltyPoints,
    delivery_method_id: row.deliveryMethodId,
    delivery_country_id: row.deliveryCountryId,
    /** The copy of the chosen parcel machine kept on the order (routes/delivery.ts), or null. */
    parcel_machine: (row.delivery?.parcel_machine as ParcelMachineSnapshot | undefined) ?? null,
    lines_total: row.linesTotal,
    loyalty_discount: row.loyaltyDiscount,
    transport_cost: row.transportCost,
    total_with_coupon_discount: row.totalWithCouponDiscount,
    vat: row.vat,
    totalWithDiscount: row.totalWithCouponDiscount,
    transport: row.transportCost,
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/** Summary row of the order history list. */
export function serializeOrderSummary(row: OrderRow) {
  return {
    uuid: row.uuid,
    id: row.uuid,
    number: row.number,
    status: row.status,
    total_with_coupon_discount: row.totalWithCouponDiscount,
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/** The cart of the viewer: their newest draft, or a new one. */
export async function findOrCreateDraft(tx: Executor, user: AuthenticatedUser, deliveryCountryId: number | null): Promise<OrderRow> {
  const owner = user.activeCustomerUuid ? eq(orders.customerUuid, user.activeCustomerUuid) : eq(orders.userId, user.id);
  const [draft] = await tx
    .select()
    .from(orders)
    .where(and(owner, eq(orders.status, ORDER_STATUS.DRAFT)))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1)
    .for('update');
  if (draft) return draft;
  const [created] = await tx
    .insert(orders)
    .values({ status: ORDER_STATUS.DRAFT, userId: user.id, customerUuid: user.activeCustomerUuid, deliveryCountryId })
    .returning();
  return created!;
}
