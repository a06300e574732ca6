/**
 * OpenAPI registry: the one place GET /api/docs is generated from.
 *
 * CONVENTION (read before adding a route)
 * - Every route file exports `<area>Docs: OperationDoc[]`, one small object per route, kept in
 *   the same file as the routes (e.g. `catalogueDocs` in routes/catalogue.ts).
 * - `path` is the path exactly as written in `app.<method>(path)` of that file (Hono syntax,
 *   `:id` params); the mount point is added by `src/openapi/operations.ts`, which lists each
 *   area once with the prefix app.ts mounts it under. A new route file = one line there.
 * - `params` / `query` / `body` are the SAME zod schemas the handler passes to
 *   readParams / readQuery / readBody (export or hoist them; never copy a schema for the docs).
 * - `response.schema` is expected for every JSON answer: a zod schema of what the handler sends,
 *   next to the entry or in src/responses/<area>.ts when routes share it, built on the entity
 *   schemas of @salon/domain where one exists. z.object is closed (the API tests fail on a key it
 *   does not declare; z.looseObject where extras are allowed); `.meta({ id })` names a shared
 *   shape, which becomes one component of the document and one type of the generated client.
 *   After changing one, run `npm run generate:api-types` (decision 0052).
 * - `auth`: 'public' (no login), 'optional' (login changes the answer), 'user' (401 without
 *   login), 'staff' (any administrator group) or `{ permission: PERMISSION_FLAG.X }` (401/403).
 *   The 400/401/403 error responses follow from auth and the schemas; list any other refusal
 *   statuses (404, 409, 413, ...) in `errors`. Every error answers the `{code, message, errors?}` shape.
 * - apps/api/test/openapi.test.ts fails when a route of `app.routes` has no entry here, when an
 *   entry names no route, when the document is not valid OpenAPI 3.1, or when a JSON operation
 *   has no response schema (the ratchet). Every answer an API test receives is checked against
 *   its operation's status and schema (test/support/responseContract.ts).
 */
import type { z } from 'zod';
import type { PermissionFlag } from '@salon/domain';

export const DOCS_PATH = '/api/docs';
export const DOCS_UI_PATH = '/api/docs/ui';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationAuth = 'public' | 'optional' | 'user' | 'staff' | { permission: PermissionFlag };

/** Refusal statuses an operation may answer besides the ones derived from auth and schemas. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 415 | 429 | 501;

interface OperationResponse {
  status: 200 | 201 | 204;
  description: string;
  /** Shape of the JSON answer (required in practice: the ratchet in openapi.test.ts counts the ones without). */
  schema?: z.ZodType;
  /** Non-JSON answers (images, HTML, files). */
  contentType?: string;
  /** A second success status with the same body, e.g. an upsert answering 200 when the row existed. */
  alsoStatus?: 200;
}

export interface OperationDoc {
  method: HttpMethod;
  /** As written in the route file's `app.<method>(...)`, without the mount prefix. */
  path: string;
  summary: string;
  /** Groups operations in the document and on /api/docs/ui. */
  tag: string;
  auth: OperationAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Defaults to application/json; uploads are multipart/form-data. */
  bodyContentType?: 'application/json' | 'multipart/form-data';
  response: OperationResponse;
  errors?: ErrorStatus[];
  /** Longer explanation: rules, side effects, why it refuses. */
  description?: string;
}

/** An area of operations and where app.ts mounts its routes ('' = the app root). */
export interface OperationArea {
  mount: string;
  operations: readonly OperationDoc[];
}

/** Identity helper: gives a route file's docs array its type without a cast. */
export const operations = (docs: OperationDoc[]): OperationDoc[] => docs;

/** The mounted path of an operation, in Hono syntax. */
export const fullPath = (mount: string, path: string): string => (mount === '' || mount === '/' ? path : `${mount.replace(/\/$/, '')}${path === '/' ? '/' : path}`);

/** Hono `/a/:id/` to OpenAPI `/a/{id}/`. */
export const toOpenApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
