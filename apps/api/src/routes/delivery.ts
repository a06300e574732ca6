import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../context';
import { deliveryMethods, orders } from '../db/schema';
import { readBody, readParams, readQuery, idParam, uuidParam } from '../lib/validate';
import { API_ERROR_CODE, badRequest, notFound } from '../lib/errors';
import { PARCEL_MACHINE_SEARCH_LIMIT, PARCEL_MACHINE_SEARCH_MAX_LENGTH, deliveryNeedsParcelMachine, numericStringSchema } from '@salon/domain';
import type { Executor } from '../db/client';
import { findActiveParcelMachine, parcelMachinePublicId, parcelMachineSnapshot, searchParcelMachines } from '../services/parcelMachines';
import { orderDeliveryMethod, serializeDeliveryMethod } from '../services/deliveryMethods';
import { changeOrder, loadOrder } from '../services/orders';
import { deliverySchema, informationSchema } from '../validation/orders';
import { operations } from '../openapi/registry';
import { deliveryMethodResponse, parcelMachineResponse, storedDeliveryResponse } from '../responses/delivery';

const orderParams = z.object({ uuid: uuidParam });
const idParams = z.object({ id: idParam });
const deliveryMethodsQuery = z.object({ country_id: idParam.optional() });
const parcelMachinesQuery = z.object({ country_id: idParam.optional(), search: z.string().max(PARCEL_MACHINE_SEARCH_MAX_LENGTH).optional() });

type DeliveryBody = z.infer<typeof deliverySchema>;
type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

const refuseMachine = (message: string) => badRequest('Invalid request body.', { parcel_machine_id: [message] });

/**
 * What the order keeps of the delivery step. Parcel-machine delivery needs an active machine of
 * the method's country and keeps a copy of it; other kinds drop a machine sent along, so a
 * shopper who switched to the courier is not left with a stale machine on the order.
 */
async function deliveryToStore(tx: Executor, method: DeliveryMethodRow, body: DeliveryBody): Promise<Record<string, unknown>> {
  const { delivery_method_id: _id, parcel_machine_id: machineId, ...delivery } = body;
  if (!deliveryNeedsParcelMachine(method.kind)) return delivery;
  if (!machineId) throw refuseMachine('Choose a parcel machine.');
  const machine = await findActiveParcelMachine(tx, machineId, method.countryId);
  if (!machine) throw refuseMachine('No parcel machine with this id is in service in the delivery country.');
  return { ...delivery, parcel_machine_id: parcelMachinePublicId(machine), parcel_machine: parcelMachineSnapshot(machine) };
}

export function deliveryRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/deliveries/methods/', async (c) => {
    const query = readQuery(c, deliveryMethodsQuery);
    const countryId = query.country_id ?? c.var.viewer.deliveryCountryId;
    const rows = await c.var.db
      .select()
      .from(deliveryMethods)
      .where(and(eq(deliveryMethods.isActive, true), countryId ? eq(deliveryMethods.countryId, countryId) : undefined))
      .orderBy(asc(deliveryMethods.countryId), asc(deliveryMethods.order));
    return c.json(rows.map((row) => serializeDeliveryMethod(row, c.var.viewer.locale)));
  });

  app.get('/deliveries/methods/:id/', async (c) => {
    const { id } = readParams(c, idParams);
    const [row] = await c.var.db.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
    if (!row) throw notFound(API_ERROR_CODE.DELIVERY_METHOD_NOT_FOUND, 'Delivery method not found.');
    return c.json(serializeDeliveryMethod(row, c.var.viewer.locale));
  });

  app.get('/deliveries/parcel-machines/', async (c) => {
    const query = readQuery(c, parcelMachinesQuery);
    const countryId = query.country_id ?? c.var.viewer.deliveryCountryId;
    if (!countryId) throw badRequest('Invalid query parameters.', { country_id: ['Give the delivery country (country_id or the Delivery-Country header).'] });
    return c.json(await searchParcelMachines(c.var.db, countryId, query.search));
  });

  app.get('/orders/:uuid/delivery/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const order = await loadOrder(c.var.db, uuid, c.var.viewer);
    const method = await orderDeliveryMethod(c.var.db, order.deliveryMethodId);
    return c.json({ delivery_method: method ? serializeDeliveryMethod(method, c.var.viewer.locale) : null, delivery: order.delivery ?? null, transport_cost: order.transportCost });
  });

  app.put('/orders/:uuid/delivery/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, deliverySchema);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      const [method] = await tx.select().from(deliveryMethods).where(and(eq(deliveryMethods.id, body.delivery_method_id), eq(deliveryMethods.isActive, true)));
      // A method of the order's country, or of the country the shopper delivers to now (they changed it
      // after starting the cart): the order then moves to that country.
      const countries = [order.deliveryCountryId, c.var.viewer.deliveryCountryId];
      if (!method || (order.deliveryCountryId !== null && !countries.includes(method.countryId))) {
        throw notFound(API_ERROR_CODE.DELIVERY_METHOD_NOT_FOUND, 'Delivery method not found for the order country.');
      }
      const delivery = await deliveryToStore(tx, method, body);
      await tx.update(orders).set({ deliveryMethodId: method.id, deliveryCountryId: method.countryId, delivery }).where(eq(orders.uuid, uuid));
    });
    const order = await loadOrder(c.var.db, uuid, c.var.viewer);
    return c.json({ delivery_method_id: order.deliveryMethodId, delivery: order.delivery, transport_cost: order.transportCost, total_with_coupon_discount: order.totalWithCouponDiscount });
  });

  app.get('/orders/:uuid/delivery/information/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const order = await loadOrder(c.var.db, uuid, c.var.viewer);
    return c.json({ information: order.information ?? null });
  });

  app.put('/orders/:uuid/delivery/information/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, informationSchema);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx) => {
      await tx.update(orders).set({ information: body }).where(eq(orders.uuid, uuid));
    });
    return c.json({ information: body });
  });

  return app;
}

/** The contact step as stored: the body of PUT information after trimming (an empty company is null). */
const informationResponse = z.object({
  information: z
    .object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string(), company_name: z.string().nullable().optional(), comment: z.string().optional() })
    .nullable(),
});
const deliveryNumbers = { delivery: storedDeliveryResponse.nullable(), transport_cost: numericStringSchema };

const DELIVERY = 'delivery';
const ACCESS = 'The order must be visible to the viewer (404 otherwise); changes only on draft orders (409).';
export const deliveryDocs = operations([
  { method: 'get', path: '/deliveries/methods/', summary: 'Active delivery methods of a country (default: the Delivery-Country header)', tag: DELIVERY, auth: 'public', query: deliveryMethodsQuery, response: { status: 200, description: 'Delivery methods.', schema: z.array(deliveryMethodResponse) } },
  { method: 'get', path: '/deliveries/methods/:id/', summary: 'One delivery method', tag: DELIVERY, auth: 'public', params: idParams, response: { status: 200, description: 'Delivery method.', schema: deliveryMethodResponse }, errors: [404] },
  {
    method: 'get',
    path: '/deliveries/parcel-machines/',
    summary: 'Active parcel machines of a country (default: the Delivery-Country header), searched',
    tag: DELIVERY,
    auth: 'public',
    query: parcelMachinesQuery,
    response: { status: 200, description: `Up to ${PARCEL_MACHINE_SEARCH_LIMIT} machines \`{id, provider, provider_id, name, address, city, county, country_id}\`, by city and name.`, schema: z.array(parcelMachineResponse) },
    description: 'Every word of `search` must occur (any case) in the name, address, city or county. 400 without a country. `id` ("omniva:96331") is what PUT /orders/{uuid}/delivery/ takes as parcel_machine_id.',
  },
  { method: 'get', path: '/orders/:uuid/delivery/', summary: "The order's delivery choice and cost", tag: DELIVERY, auth: 'optional', params: orderParams, response: { status: 200, description: '`{delivery_method, delivery, transport_cost}`; `delivery.parcel_machine` is the copy of the chosen machine.', schema: z.object({ delivery_method: deliveryMethodResponse.nullable(), ...deliveryNumbers }) }, errors: [404], description: ACCESS },
  {
    method: 'put',
    path: '/orders/:uuid/delivery/',
    summary: 'Choose the delivery method and address or parcel machine',
    tag: DELIVERY,
    auth: 'optional',
    params: orderParams,
    body: deliverySchema,
    response: { status: 200, description: '`{delivery_method_id, delivery, transport_cost, total_with_coupon_discount}`.', schema: z.object({ delivery_method_id: z.number().int().nullable(), ...deliveryNumbers, total_with_coupon_discount: numericStringSchema }) },
    errors: [404, 409],
    description: `${ACCESS} A PARCEL_MACHINE method needs \`parcel_machine_id\` of an active machine of the method's country (400, field parcel_machine_id, otherwise); the order keeps a copy of the machine (\`delivery.parcel_machine\`). Other kinds drop a parcel_machine_id sent along.`,
  },
  { method: 'get', path: '/orders/:uuid/delivery/information/', summary: "The order's contact information", tag: DELIVERY, auth: 'optional', params: orderParams, response: { status: 200, description: '`{information}`.', schema: informationResponse }, errors: [404], description: ACCESS },
  { method: 'put', path: '/orders/:uuid/delivery/information/', summary: 'Set the contact information', tag: DELIVERY, auth: 'optional', params: orderParams, body: informationSchema, response: { status: 200, description: '`{information}`.', schema: informationResponse }, errors: [404, 409], description: ACCESS },
]);
