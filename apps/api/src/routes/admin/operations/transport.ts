import { Hono } from 'hono';
import { z } from 'zod';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { ADMIN_LIST_FIELD_TYPE as T, numericStringSchema, PERMISSION_FLAG, translatableSchema } from '@salon/domain';
import type { AppEnv } from '../../../context';
import { countries, DELIVERY_KINDS, deliveryMethods, orders } from '../../../db/schema';
import { API_ERROR_CODE, badRequest } from '../../../lib/errors';
import { MAX_DB_INT } from '../../../lib/validate';
import { column, countryOptions, defineAdminList, enumOptions } from '../../../services/adminList';
import { defineAdminResource, mountAdminResource } from '../../../services/adminResource';
import { moneyString, translatableInput } from '../shared/fields';
import { operations } from '../../../openapi/registry';
import { adminResourceDocs } from '../../../openapi/adminResource';
import { ADMIN_OPERATIONS_TAG as TAG } from './docsTag';

const TRANSPORT_LIST = defineAdminList({
  list: 'transport',
  endpoint: '/api/v1/administrator/transport/',
  permission: PERMISSION_FLAG.IS_ORDER_ADMIN,
  default_sort: 'order',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('code', T.STRING, { sortable: true, searchable: true }),
    column('i18n_name', T.LANGUAGE_STRING, { searchable: true }),
    column('kind', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(DELIVERY_KINDS) }),
    column('country_id', T.FOREIGN_KEY, { sortable: true, filterable: true, references: 'countries', options: countryOptions }),
    column('price', T.STRING, { sortable: true }),
    column('free_from', T.STRING),
    column('is_active', T.BOOLEAN, { filterable: true }),
    column('order', T.STRING, { sortable: true }),
  ],
});

const kind = z.enum(DELIVERY_KINDS, { error: `One of: ${DELIVERY_KINDS.join(', ')}.` });
const code = z.string({ error: 'Must be text.' }).trim().min(1, 'Required.').max(50).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only.');
const countryId = z.number({ error: 'Must be a country id.' }).int().positive().max(MAX_DB_INT);
const sortOrder = z.number({ error: 'Must be a whole number.' }).int().min(0).max(MAX_DB_INT);

const methodCreate = z.object({
  code,
  kind,
  i18n_name: translatableInput(200),
  country_id: countryId,
  price: moneyString,
  free_from: moneyString.nullable().default(null),
  is_active: z.boolean({ error: 'Must be true or false.' }).default(true),
  order: sortOrder.default(0),
});
/** No defaults: a field left out of a PUT keeps its value. */
const methodUpdate = z.object({
  code: code.optional(),
  kind: kind.optional(),
  i18n_name: translatableInput(200).optional(),
  country_id: countryId.optional(),
  price: moneyString.optional(),
  free_from: moneyString.nullable().optional(),
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
  order: sortOrder.optional(),
});

const serializeMethod = (row: typeof deliveryMethods.$inferSelect) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  i18n_name: row.name,
  country_id: row.countryId,
  price: row.price,
  free_from: row.freeFrom,
  is_active: row.isActive,
  order: row.order,
});

const methodRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  i18n_name: translatableSchema,
  country_id: z.number().int(),
  price: numericStringSchema,
  free_from: numericStringSchema.nullable(),
  is_active: z.boolean(),
  order: z.number().int(),
});

const transportResource = defineAdminResource({
  path: '/administrator/transport',
  permission: PERMISSION_FLAG.IS_ORDER_ADMIN,
  list: TRANSPORT_LIST,
  entity: 'delivery_method',
  table: deliveryMethods,
  id: deliveryMethods.id,
  notFound: { code: API_ERROR_CODE.DELIVERY_METHOD_NOT_FOUND, message: 'Delivery method not found.' },
  sort: { id: deliveryMethods.id, code: deliveryMethods.code, kind: deliveryMethods.kind, country_id: deliveryMethods.countryId, price: deliveryMethods.price, order: deliveryMethods.order },
  search: (pattern) => or(ilike(deliveryMethods.code, pattern), sql`exists (select 1 from jsonb_each(${deliveryMethods.name}) as t(locale, entry) where t.entry->>'value' ilike ${pattern})`)!,
  filters: { kind: { column: deliveryMethods.kind }, country_id: { column: deliveryMethods.countryId }, is_active: { column: deliveryMethods.isActive } },
  serialize: serializeMethod,
  responses: { row: methodRecord },
  validate: async (db, body: z.infer<typeof methodUpdate>, { existing }) => {
    if (body.country_id !== undefined) {
      const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
      if (!country) throw badRequest('Unknown country.', { country_id: ['No such country.'] });
    }
    if (body.code !== undefined) {
      const [taken] = await db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.code, body.code));
      if (taken && taken.id !== existing?.id) throw badRequest('The code is taken.', { code: ['Another delivery method uses this code.'] });
    }
  },
  create: {
    schema: methodCreate,
    values: (body) => ({ code: body.code, kind: body.kind, name: body.i18n_name, countryId: body.country_id, price: body.price, freeFrom: body.free_from, isActive: body.is_active, order: body.order }),
  },
  update: {
    schema: methodUpdate,
    values: (body) => ({ code: body.code, kind: body.kind, name: body.i18n_name, countryId: body.country_id, price: body.price, freeFrom: body.free_from, isActive: body.is_active, order: body.order }),
  },
  remove: {
    before: async (tx, existing) => {
      const [used] = await tx.select({ uuid: orders.uuid }).from(orders).where(eq(orders.deliveryMethodId, existing.id)).limit(1);
      if (used) {
        const message = 'Orders use this delivery method: deactivate it (is_active false) instead of deleting it.';
        throw badRequest(message, { non_field_errors: [message] }, 'DELIVERY_METHOD_IN_USE');
      }
    },
  },
});

/** Transport (IS_ORDER_ADMIN): delivery methods CRUD through the admin resource. */
export function adminTransportRoutes() {
  const app = new Hono<AppEnv>();
  mountAdminResource(app, transportResource);
  return app;
}

export const adminTransportDocs = operations([...adminResourceDocs(transportResource, TAG, 'delivery method')]);
