import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { buildOpenApiDocument, renderDocsHtml, type OpenApiDocument } from './document';
import { DOCS_PATH, DOCS_UI_PATH } from './registry';

/** GET /api/docs (the OpenAPI 3.1 JSON) and GET /api/docs/ui (the same as a plain HTML list). */
export function docsRoutes() {
  const app = new Hono<AppEnv>();
  // Built on first request, not at import: the registry imports every route file.
  let document: OpenApiDocument | undefined;
  let html: string | undefined;
  app.get(DOCS_PATH, (c) => c.json((document ??= buildOpenApiDocument())));
  app.get(DOCS_UI_PATH, (c) => c.html((html ??= renderDocsHtml((document ??= buildOpenApiDocument())))));
  return app;
}
