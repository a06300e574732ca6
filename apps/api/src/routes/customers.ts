import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { MAX_CUSTOMERS_PER_USER, USER_ROLE } from '@salon/domain';
import type { AppEnv } from '../context';
import type { Executor } from '../db/client';
import { customerAddresses, customerMemberships, customers, loyaltyAccounts, loyaltyTransactions, orders, roles, users } from '../db/schema';
import { readBody, readParams, idParam, uuidParam } from '../lib/validate';
import { API_ERROR_CODE, ApiError, badRequest, forbidden, notFound } from '../lib/errors';
import { requireUser } from '../middleware/viewer';
import { requireMembership } from '../services/users';
import { serializeCustomer } from '../services/customers';
import { OPEN_ORDER_STATUSES, reservedPoints } from '../services/loyalty';
import { recalculateTotals } from '../services/orders';
import { addressSchema, changeActiveEntitySchema, customerUpdateSchema, localeAndDeliverySchema, newBusinessCustomerSchema } from '../validation/customers';
import { operations } from '../openapi/registry';
import { addressResponse, customerResponse } from '../responses/customers';

const customerParams = z.object({ id: uuidParam });
const CUSTOMER_ERROR_CODE = { REG_CODE_TAKEN: API_ERROR_CODE.CUSTOMER_REG_CODE_TAKEN, TOO_MANY_CUSTOMERS: 'TOO_MANY_CUSTOMERS' } as const;
const LOYALTY_ERROR_CODE = { ALREADY_MEMBER: 'LOYALTY_ALREADY_MEMBER', NOT_ELIGIBLE: 'LOYALTY_NOT_ELIGIBLE', NOT_MEMBER: 'LOYALTY_NOT_MEMBER' } as const;
const addressParams = z.object({ id: uuidParam, addressId: idParam });

function serializeAddress(row: typeof customerAddresses.$inferSelect) {
  return { id: row.id, type: row.type, name: row.name, street: row.street, city: row.city, postal_code: row.postalCode, country_id: row.countryId, phone: row.phone };
}

export function customerRoutes() {
  const app = new Hono<AppEnv>();

  const loadCustomer = async (db: AppEnv['Variables']['db'], uuid: string) => {
    const [row] = await db
      .select({ customer: customers, loyalty: loyaltyAccounts })
      .from(customers)
      .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.customerUuid, customers.uuid))
      .where(eq(customers.uuid, uuid));
    if (!row) throw notFound(API_ERROR_CODE.CUSTOMER_NOT_FOUND, 'Customer not found.');
    return serializeCustomer(row.customer, row.loyalty, await reservedPoints(db, uuid));
  };

  /**
   * A loyalty change of a customer the caller acts for: the customer's row locked for the
   * transaction, so a join and a leave (or two of either) cannot interleave.
   */
  const changeLoyalty = async (c: Context<AppEnv>, change: (tx: Executor, customer: typeof customers.$inferSelect) => Promise<void>) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, customerParams);
    await requireMembership(c.var.db, user, id);
    await c.var.db.transaction(async (tx) => {
      const [customer] = await tx.select().from(customers).where(eq(customers.uuid, id)).for('update');
      if (!customer) throw notFound(API_ERROR_CODE.CUSTOMER_NOT_FOUND, 'Customer not found.');
      await change(tx, customer);
    });
    return c.json(await loadCustomer(c.var.db, id));
  };

  app.put('/users/change-active-entity/', async (c) => {
    const user = requireUser(c.var.viewer);
    const body = await readBody(c, changeActiveEntitySchema);
    await requireMembership(c.var.db, user, body.id);
    await c.var.db.update(users).set({ activeCustomerUuid: body.id }).where(eq(users.id, user.id));
    return c.json(await loadCustomer(c.var.db, body.id));
  });

  // A business account the user adds for itself (docs/decisions/0039): the user becomes its
  // customer admin. One account per registry code (a unique index decides races); the client
  // group stays RETAIL until staff confirm a salon, so self-service never unlocks
  // professional-only products; a user acts for at most MAX_CUSTOMERS_PER_USER customers.
  app.post('/customers/', async (c) => {
    const user = requireUser(c.var.viewer);
    const body = await readBody(c, newBusinessCustomerSchema);
    const uuid = await c.var.db.transaction(async (tx) => {
      // The user's row serialises its own concurrent adds, so the limit holds.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const memberships = await tx.select({ uuid: customerMemberships.customerUuid }).from(customerMemberships).where(eq(customerMemberships.userId, user.id));
      if (memberships.length >= MAX_CUSTOMERS_PER_USER) {
        throw badRequest(`You can act for at most ${MAX_CUSTOMERS_PER_USER} customers.`, { non_field_errors: [`At most ${MAX_CUSTOMERS_PER_USER} customers per user.`] }, CUSTOMER_ERROR_CODE.TOO_MANY_CUSTOMERS);
      }
      const [active] = user.activeCustomerUuid ? await tx.select({ country: customers.deliveryCountryId, locale: customers.locale }).from(customers).where(eq(customers.uuid, user.activeCustomerUuid)) : [];
      const [created] = await tx
        .insert(customers)
        .values({ name: body.name, isIndividual: false, regCode: body.reg_code, vat: body.vat ?? null, email: user.email, deliveryCountryId: active?.country ?? null, locale: active?.locale ?? null })
        .onConflictDoNothing()
        .returning({ uuid: customers.uuid });
      if (!created) {
        throw new ApiError(409, CUSTOMER_ERROR_CODE.REG_CODE_TAKEN, 'A business account with this registry code exists. Ask its administrator to add you.', { reg_code: ['This company already has an account.'] });
      }
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, USER_ROLE.CUSTOMER_ADMIN));
      await tx.insert(customerMemberships).values({ userId: user.id, customerUuid: created.uuid, roleId: role!.id });
      await tx.insert(loyaltyAccounts).values({ customerUuid: created.uuid });
      return created.uuid;
    });
    return c.json(await loadCustomer(c.var.db, uuid), 201);
  });

  app.get('/customers/:id/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, customerParams);
    await requireMembership(c.var.db, user, id);
    return c.json(await loadCustomer(c.var.db, id));
  });

  app.put('/customers/:id/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, customerParams);
    const body = await readBody(c, customerUpdateSchema);
    const membership = await requireMembership(c.var.db, user, id);
    if (membership.role !== USER_ROLE.CUSTOMER_ADMIN) throw forbidden('Only a customer admin may change the customer.');
    const [current] = await c.var.db.select({ isIndividual: customers.isIndividual }).from(customers).where(eq(customers.uuid, id));
    if (current?.isIndividual && (body.reg_code || body.vat)) {
      throw badRequest('Individuals have no registration code or VAT number.', {
        ...(body.reg_code ? { reg_code: ['Not allowed for individuals.'] } : {}),
        ...(body.vat ? { vat: ['Not allowed for individuals.'] } : {}),
      });
    }
    // Fields an individual may not have are skipped, so the update can end up empty.
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.middle_name !== undefined && { middleName: body.middle_name }),
      ...(body.reg_code !== undefined && !current?.isIndividual && { regCode: body.reg_code }),
      ...(body.vat !== undefined && !current?.isIndividual && { vat: body.vat }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.delivery_country_id !== undefined && { deliveryCountryId: body.delivery_country_id }),
      ...(body.locale !== undefined && { locale: body.locale }),
    };
    if (changes.regCode) {
      // One business account per registry code (decision 0039), as at registration.
      const [holder] = await c.var.db.select({ uuid: customers.uuid }).from(customers).where(and(eq(customers.regCode, changes.regCode), ne(customers.uuid, id)));
      if (holder) throw new ApiError(409, CUSTOMER_ERROR_CODE.REG_CODE_TAKEN, 'A business account with this registry code exists.', { reg_code: ['This company already has an account.'] });
    }
    if (Object.keys(changes).length > 0) await c.var.db.update(customers).set(changes).where(eq(customers.uuid, id));
    return c.json(await loadCustomer(c.var.db, id));
  });

  app.patch('/customers/:id/locale-and-delivery/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, customerParams);
    const body = await readBody(c, localeAndDeliverySchema);
    await requireMembership(c.var.db, user, id);
    await c.var.db
      .update(customers)
      .set({ deliveryCountryId: body.delivery_country_id, ...(body.locale && { locale: body.locale }) })
      .where(eq(customers.uuid, id));
    return c.json(await loadCustomer(c.var.db, id));
  });

  app.get('/customers/:id/addresses/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, customerParams);
    await requireMembership(c.var.db, user, id);
    const rows = await c.var.db.select().from(customerAddresses).where(eq(customerAddresses.customerUuid, id)).orderBy(asc(customerAddresses.id));
    return c.json(rows.map(serializeAddress));
  });

  app.post('/customers/:id/addresses/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id } = readParams(c, customerParams);
    const body = await readBody(c, addressSchema);
    await requireMembership(c.var.db, user, id);
    const [row] = await c.var.db
      .insert(customerAddresses)
      .values({ customerUuid: id, type: body.type, name: body.name, street: body.street, city: body.city, postalCode: body.postal_code, countryId: body.country_id, phone: body.phone ?? null })
      .returning();
    return c.json(serializeAddress(row!), 201);
  });

  app.put('/customers/:id/addresses/:addressId/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id, addressId } = readParams(c, addressParams);
    const body = await readBody(c, addressSchema);
    await requireMembership(c.var.db, user, id);
    // Scoped to the customer: another customer's address id is "not found", never changed.
    const [row] = await c.var.db
      .update(customerAddresses)
      .set({ type: body.type, name: body.name, street: body.street, city: body.city, postalCode: body.postal_code, countryId: body.country_id, phone: body.phone ?? null })
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerUuid, id)))
      .returning();
    if (!row) throw notFound(API_ERROR_CODE.ADDRESS_NOT_FOUND, 'Address not found.');
    return c.json(serializeAddress(row));
  });

  app.delete('/customers/:id/addresses/:addressId/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { id, addressId } = readParams(c, addressParams);
    await requireMembership(c.var.db, user, id);
    const deleted = await c.var.db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerUuid, id)))
      .returning({ id: customerAddresses.id });
    if (deleted.length === 0) throw notFound(API_ERROR_CODE.ADDRESS_NOT_FOUND, 'Address not found.');
    return c.body(null, 204);
  });

  // Joining the loyalty programme (docs/decisions/0037-loyalty-joining.md): the active customer
  // joins when the seed's rules let it (can_join_loyalty); it starts at tier 1 with no points,
  // and the welcome popup greets it on the next page.
  app.post('/customers/:id/loyalty/join/', (c) =>
    changeLoyalty(c, async (tx, customer) => {
      if (customer.isLoyal) throw new ApiError(409, LOYALTY_ERROR_CODE.ALREADY_MEMBER, 'This customer is already a loyalty member.');
      if (!customer.canJoinLoyalty) throw new ApiError(403, LOYALTY_ERROR_CODE.NOT_ELIGIBLE, 'This customer cannot join the loyalty programme.');
      await tx.update(customers).set({ isLoyal: true, hasBeenLoyal: true, showWelcomePopup: true }).where(eq(customers.uuid, customer.uuid));
      await tx.insert(loyaltyAccounts).values({ customerUuid: customer.uuid }).onConflictDoNothing();
    }),
  );

  // Leaving the programme (the loyalty-leaving modal; docs/decisions/0037): as the modal says,
  // the collected points are lost and the loyalty discount ends, so the balance goes to zero (a
  // ledger entry records it) and open orders stop using points, their totals recomputed. The
  // spend is kept: a customer who joins again returns at the tier it had reached.
  app.post('/customers/:id/loyalty/leave/', (c) =>
    changeLoyalty(c, async (tx, customer) => {
      if (!customer.isLoyal) throw new ApiError(409, LOYALTY_ERROR_CODE.NOT_MEMBER, 'This customer is not a loyalty member.');
      await tx.update(customers).set({ isLoyal: false, showWelcomePopup: false }).where(eq(customers.uuid, customer.uuid));
      const [account] = await tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerUuid, customer.uuid)).for('update');
      if (account && account.pointsBalance !== 0) {
        await tx.update(loyaltyAccounts).set({ pointsBalance: 0 }).where(eq(loyaltyAccounts.customerUuid, customer.uuid));
        await tx.insert(loyaltyTransactions).values({ customerUuid: customer.uuid, points: -account.pointsBalance, reason: 'Forfeited on leaving' });
      }
      const usingPoints = await tx
        .update(orders)
        .set({ useLoyaltyPoints: false })
        .where(and(eq(orders.customerUuid, customer.uuid), eq(orders.useLoyaltyPoints, true), inArray(orders.status, OPEN_ORDER_STATUSES)))
        .returning();
      for (const order of usingPoints) await recalculateTotals(tx, order);
    }),
  );

  app.post('/administrator/loyalty/ack_popup', async (c) => {
    const user = requireUser(c.var.viewer);
    if (!user.activeCustomerUuid) throw badRequest('Choose an active customer first.', { non_field_errors: ['No active customer.'] });
    await c.var.db.update(customers).set({ showWelcomePopup: false }).where(eq(customers.uuid, user.activeCustomerUuid));
    return c.json({ show_welcome_popup: false });
  });

  return app;
}

const CUSTOMERS = 'customers';
const MEMBER = 'The user must belong to the customer (403 otherwise).';
export const customerDocs = operations([
  { method: 'put', path: '/users/change-active-entity/', summary: 'Choose the customer (entity) the user acts for', tag: CUSTOMERS, auth: 'user', body: changeActiveEntitySchema, response: { status: 200, description: 'The chosen customer.', schema: customerResponse }, errors: [403, 404], description: MEMBER },
  { method: 'post', path: '/customers/', summary: 'Add a business account for the user', tag: CUSTOMERS, auth: 'user', body: newBusinessCustomerSchema, response: { status: 201, description: 'The new business customer; the user is its customer admin.', schema: customerResponse }, errors: [400, 409], description: `Registry code 8 (EE) or 11 (LV) digits; VAT EE+9 or LV+11 digits, optional. 409 CUSTOMER_REG_CODE_TAKEN when a business account has the code; 400 TOO_MANY_CUSTOMERS beyond ${MAX_CUSTOMERS_PER_USER} customers per user. The client group starts as RETAIL.` },
  { method: 'get', path: '/customers/:id/', summary: 'One customer with loyalty figures', tag: CUSTOMERS, auth: 'user', params: customerParams, response: { status: 200, description: 'Customer.', schema: customerResponse }, errors: [403, 404], description: MEMBER },
  { method: 'put', path: '/customers/:id/', summary: 'Change a customer (customer admins only)', tag: CUSTOMERS, auth: 'user', params: customerParams, body: customerUpdateSchema, response: { status: 200, description: 'Customer.', schema: customerResponse }, errors: [403, 404], description: 'Only a CUSTOMER_ADMIN member may change it; individuals have no reg_code or vat.' },
  { method: 'patch', path: '/customers/:id/locale-and-delivery/', summary: "Set the customer's locale and delivery country", tag: CUSTOMERS, auth: 'user', params: customerParams, body: localeAndDeliverySchema, response: { status: 200, description: 'Customer.', schema: customerResponse }, errors: [403, 404], description: MEMBER },
  { method: 'get', path: '/customers/:id/addresses/', summary: "The customer's addresses", tag: CUSTOMERS, auth: 'user', params: customerParams, response: { status: 200, description: 'Address list.', schema: z.array(addressResponse) }, errors: [403, 404], description: MEMBER },
  { method: 'post', path: '/customers/:id/addresses/', summary: 'Add an address', tag: CUSTOMERS, auth: 'user', params: customerParams, body: addressSchema, response: { status: 201, description: 'The address.', schema: addressResponse }, errors: [403, 404], description: MEMBER },
  { method: 'put', path: '/customers/:id/addresses/:addressId/', summary: 'Change an address', tag: CUSTOMERS, auth: 'user', params: addressParams, body: addressSchema, response: { status: 200, description: 'The address as stored.', schema: addressResponse }, errors: [403, 404], description: `${MEMBER} 404 ADDRESS_NOT_FOUND for an address of another customer.` },
  { method: 'delete', path: '/customers/:id/addresses/:addressId/', summary: 'Remove an address', tag: CUSTOMERS, auth: 'user', params: addressParams, response: { status: 204, description: 'Removed.' }, errors: [403, 404], description: MEMBER },
  { method: 'post', path: '/customers/:id/loyalty/join/', summary: 'Join the loyalty programme (when the customer may)', tag: CUSTOMERS, auth: 'user', params: customerParams, response: { status: 200, description: 'The customer, now loyal.', schema: customerResponse }, errors: [403, 404, 409], description: `${MEMBER} 403 LOYALTY_NOT_ELIGIBLE when can_join_loyalty is false; 409 LOYALTY_ALREADY_MEMBER.` },
  { method: 'post', path: '/customers/:id/loyalty/leave/', summary: 'Leave the loyalty programme', tag: CUSTOMERS, auth: 'user', params: customerParams, response: { status: 200, description: 'The customer, no longer loyal.', schema: customerResponse }, errors: [403, 404, 409], description: `${MEMBER} The points balance is forfeited (a ledger entry records it) and open orders stop using points; the spend is kept for a later return. 409 LOYALTY_NOT_MEMBER when the customer is not a member.` },
  { method: 'post', path: '/administrator/loyalty/ack_popup', summary: 'Dismiss the loyalty welcome popup of the active customer', tag: CUSTOMERS, auth: 'user', response: { status: 200, description: '`{show_welcome_popup: false}`.', schema: z.object({ show_welcome_popup: z.literal(false) }) }, errors: [400], description: '400 when no active customer is chosen.' },
]);
