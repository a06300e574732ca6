import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../context';
import { deliveryMethods, orders } from '../db/schema';
import { readBody, readParams, readQuery, idParam, uuidParam } from '../lib/validate';
import { API_ERROR_CODE, notFound } from '../lib/errors';
import { translate } from '../lib/i18n';
import { changeOrder, loadOrder } from '../services/orders';
import { deliverySchema, informationSchema } from '../validation/orders';
import { operations } from '../openapi/registry';

const orderParams = z.object({ uuid: uuidParam });
const idParams = z.object({ id: idParam });
const deliveryMethodsQuery = z.object({ country_id: idParam.optional() });

function serializeMethod(method: typeof deliveryMethods.$inferSelect, locale: Parameters<typeof translate>[1]) {
  return { id: method.id, code: method.code, kind: method.kind, name: translate(method.name, locale), i18n_name: method.name, country_id: method.countryId, price: method.price, free_from: method.freeFrom };
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
    return c.json(rows.map((row) => serializeMethod(row, c.var.viewer.locale)));
  });

  app.get('/deliveries/methods/:id/', async (c) => {
    const { id } = readParams(c, idParams);
    const [row] = await c.var.db.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
    if (!row) throw notFound(API_ERROR_CODE.DELIVERY_METHOD_NOT_FOUND, 'Delivery method not found.');
    return c.json(serializeMethod(row, c.var.viewer.locale));
  });

  app.get('/orders/:uuid/delivery/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const order = await loadOrder(c.var.db, uuid, c.var.viewer);
    const [method] = order.deliveryMethodId ? await c.var.db.select().from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId)) : [];
    return c.json({ delivery_method: method ? serializeMethod(method, c.var.viewer.locale) : null, delivery: order.delivery ?? null, transport_cost: order.transportCost });
  });

  app.put('/orders/:uuid/delivery/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, deliverySchema);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      const [method] = await tx.select().from(deliveryMethods).where(and(eq(deliveryMethods.id, body.delivery_method_id), eq(deliveryMethods.isActive, true)));
      if (!method || (order.deliveryCountryId !== null && method.countryId !== order.deliveryCountryId)) {
        throw notFound(API_ERROR_CODE.DELIVERY_METHOD_NOT_FOUND, 'Delivery method not found for the order country.');
      }
      const { delivery_method_id: _id, ...delivery } = body;
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

const DELIVERY = 'delivery';
const ACCESS = 'The order must be visible to the viewer (404 otherwise); changes only on draft orders (409).';
export const deliveryDocs = operations([
  { method: 'get', path: '/deliveries/methods/', summary: 'Active delivery methods of a country (default: the Delivery-Country header)', tag: DELIVERY, auth: 'public', query: deliveryMethodsQuery, response: { status: 200, description: 'Delivery methods.' } },
  { method: 'get', path: '/deliveries/methods/:id/', summary: 'One delivery method', tag: DELIVERY, auth: 'public', params: idParams, response: { status: 200, description: 'Delivery method.' }, errors: [404] },
  { method: 'get', path: '/orders/:uuid/delivery/', summary: "The order's delivery choice and cost", tag: DELIVERY, auth: 'optional', params: orderParams, response: { status: 200, description: '`{delivery_method, delivery, transport_cost}`.' }, errors: [404], description: ACCESS },
  { method: 'put', path: '/orders/:uuid/delivery/', summary: 'Choose the delivery method and address', tag: DELIVERY, auth: 'optional', params: orderParams, body: deliverySchema, response: { status: 200, description: '`{delivery_method_id, delivery, transport_cost, total_with_coupon_discount}`.' }, errors: [404, 409], description: ACCESS },
  { method: 'get', path: '/orders/:uuid/delivery/information/', summary: "The order's contact information", tag: DELIVERY, auth: 'optional', params: orderParams, response: { status: 200, description: '`{information}`.' }, errors: [404], description: ACCESS },
  { method: 'put', path: '/orders/:uuid/delivery/information/', summary: 'Set the contact information', tag: DELIVERY, auth: 'optional', params: orderParams, body: informationSchema, response: { status: 200, description: '`{information}`.' }, errors: [404, 409], description: ACCESS },
]);
