import { Hono } from 'hono';
import { z } from 'zod';
import { ADMIN_LIST_FIELD_TYPE as T, PERMISSION_FLAG } from '@salon/domain';
import type { AppEnv } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import { readParams, readQuery } from '../../../lib/validate';
import { adminUser, requirePermission } from '../../../middleware/adminAccess';
import { adminListQuerySchema, column, defineAdminList, enumOptions, listPage, offsetOf } from '../../../services/adminList';
import { adminListPage } from '../../../responses/adminList';
import { operations } from '../../../openapi/registry';
import { ADMIN_OPERATIONS_TAG as TAG } from './docsTag';
import {
  BACKGROUND_SERVICE_TRIGGER,
  BACKGROUND_SERVICES,
  isBackgroundServiceName,
  listBackgroundServiceStatuses,
  runBackgroundService,
} from '../../../services/backgroundServices';

const BACKGROUND_SERVICE_NOT_FOUND = 'BACKGROUND_SERVICE_NOT_FOUND';

const BACKGROUND_SERVICES_LIST = defineAdminList({
  list: 'background_services',
  endpoint: '/api/v1/administrator/background-services/',
  permission: PERMISSION_FLAG.IS_SUPER_ADMIN,
  default_sort: 'name',
  fields: [
    column('name', T.RADIOS, { sortable: true, searchable: true, options: enumOptions(BACKGROUND_SERVICES.map((service) => service.name)) }),
    column('description', T.STRING),
    column('last_started_at', T.DATE_TIME, { sortable: true }),
    column('last_duration_ms', T.STRING),
    column('last_outcome', T.RADIOS, { options: enumOptions(['success', 'failure']) }),
    column('last_row_count', T.STRING),
    column('last_trigger', T.RADIOS, { options: enumOptions(Object.values(BACKGROUND_SERVICE_TRIGGER)) }),
  ],
});

const runParams = z.object({ name: z.string().max(100) });
const SORTABLE = BACKGROUND_SERVICES_LIST.fields.filter((field) => field.sortable).map((field) => field.name);

/** Background services (IS_SUPER_ADMIN): statuses of the registry and a run-now call. */
export function backgroundServiceRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/administrator/background-services/*', requirePermission(PERMISSION_FLAG.IS_SUPER_ADMIN));

  // A handful of services defined in code: paging and sorting happen on the whole registry.
  app.get('/administrator/background-services/', async (c) => {
    const query = readQuery(c, adminListQuerySchema);
    const wanted = query.sort || BACKGROUND_SERVICES_LIST.default_sort;
    const field = wanted.replace(/^-/, '');
    if (!SORTABLE.includes(field)) throw badRequest('Unknown sort field.', { sort: [`Sort by one of: ${SORTABLE.join(', ')} (prefix - for descending).`] });
    const statuses = (await listBackgroundServiceStatuses(c.var.db)).filter((status) => !query.q || status.name.includes(query.q.toLowerCase()));
    const key = field as 'name' | 'last_started_at';
    statuses.sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')) || a.name.localeCompare(b.name));
    if (wanted.startsWith('-')) statuses.reverse();
    return c.json(listPage(BACKGROUND_SERVICES_LIST, query, statuses.length, statuses.slice(offsetOf(query), offsetOf(query) + query.page_size)));
  });

  app.post('/administrator/background-services/:name/run/', async (c) => {
    const user = adminUser(c);
    const { name } = readParams(c, runParams);
    if (!isBackgroundServiceName(name)) throw notFound(BACKGROUND_SERVICE_NOT_FOUND, `No background service "${name}".`);
    return c.json(await runBackgroundService(c.var.db, name, BACKGROUND_SERVICE_TRIGGER.MANUAL, user, { parcelMachinesUrl: c.var.config.parcelMachinesUrl }));
  });

  return app;
}

/** Services never run have null run fields. */
const serviceStatus = z.object({
  name: z.string(),
  description: z.string(),
  last_started_at: z.iso.datetime({ offset: true }).nullable(),
  last_finished_at: z.iso.datetime({ offset: true }).nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_outcome: z.string().nullable(),
  last_row_count: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_trigger: z.string().nullable(),
  run_count: z.number().int(),
  failure_count: z.number().int(),
});

export const backgroundServiceDocs = operations([
  { method: 'get', path: '/administrator/background-services/', summary: 'Background services with their last run', tag: TAG, auth: { permission: PERMISSION_FLAG.IS_SUPER_ADMIN }, query: adminListQuerySchema, response: { status: 200, description: 'Admin list page of service statuses.', schema: adminListPage(serviceStatus) } },
  {
    method: 'post',
    path: '/administrator/background-services/:name/run/',
    summary: 'Run one background service now',
    tag: TAG,
    auth: { permission: PERMISSION_FLAG.IS_SUPER_ADMIN },
    params: runParams,
    response: { status: 200, description: 'The service status after the run (last_outcome success or failure).', schema: serviceStatus },
    errors: [404],
    description: 'Runs in one transaction holding the service row lock; a failed run is rolled back and recorded as failure. Audited.',
  },
]);
