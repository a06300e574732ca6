import { adminResourceIdParams, adminResourceListQuery, type AdminResourceDefinition } from '../services/adminResource';
import { adminListPage } from '../responses/adminList';
import type { OperationDoc } from './registry';

/**
 * The OpenAPI entries of a mountAdminResource resource, from the same definition object (so the
 * documented list query, bodies and permission are the mounted ones): list, one, and the
 * create / update / delete the definition enables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource: documents its paths, schemas and permission
export function adminResourceDocs(definition: AdminResourceDefinition<any, any, any, any>, tag: string, what = definition.entity): OperationDoc[] {
  const base = `${definition.path}/`;
  const one = `${definition.path}/:id/`;
  const common = { tag, auth: { permission: definition.permission } } as const;
  const audited = 'Audited in the same transaction.';
  const { row } = definition.responses;
  const detail = definition.responses.detail ?? row;
  return [
    { method: 'get', path: base, summary: `Search ${what} records (admin list "${definition.list.list}")`, query: adminResourceListQuery(definition), response: { status: 200, description: 'Admin list page `{count, next, previous, results, metadata}`.', schema: adminListPage(row) }, ...common },
    { method: 'get', path: one, summary: `One ${what}`, params: adminResourceIdParams, response: { status: 200, description: `The ${what}.`, schema: detail }, errors: [404], ...common },
    ...(definition.create
      ? [{ method: 'post', path: base, summary: `Create a ${what}`, body: definition.create.schema, response: { status: 201, description: `The ${what}.`, schema: detail }, description: audited, ...common } satisfies OperationDoc]
      : []),
    ...(definition.update
      ? [{ method: 'put', path: one, summary: `Change a ${what} (left-out fields keep their value)`, params: adminResourceIdParams, body: definition.update.schema, response: { status: 200, description: `The ${what}.`, schema: detail }, errors: [404], description: audited, ...common } satisfies OperationDoc]
      : []),
    ...(definition.remove
      ? [{ method: 'delete', path: one, summary: `Delete a ${what}`, params: adminResourceIdParams, response: { status: 204, description: 'Deleted.' }, errors: [404], description: audited, ...common } satisfies OperationDoc]
      : []),
  ];
}
