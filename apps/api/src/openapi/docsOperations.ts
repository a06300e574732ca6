import { z } from 'zod';
import { DOCS_PATH, DOCS_UI_PATH, operations } from './registry';

/** The app's own endpoints (app.ts and ./routes.ts); apart from ./routes.ts so operations.ts has no import cycle. */
/** The document is described by the OpenAPI 3.1 specification itself; here only what identifies it. */
const openApiDocumentResponse = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

export const docsDocs = operations([
  { method: 'get', path: DOCS_PATH, summary: 'This OpenAPI 3.1 document', tag: 'meta', auth: 'public', response: { status: 200, description: 'The OpenAPI document (JSON).', schema: openApiDocumentResponse } },
  { method: 'get', path: DOCS_UI_PATH, summary: 'This document as an HTML list grouped by tag', tag: 'meta', auth: 'public', response: { status: 200, description: 'HTML page without scripts.', contentType: 'text/html' } },
  { method: 'get', path: '/health', summary: 'Liveness and database check', tag: 'meta', auth: 'public', response: { status: 200, description: '`{status: "ok", database: "pglite" | "postgres"}`', schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
]);
