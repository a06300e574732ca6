import { z } from 'zod';
import { API_OPERATION_AREAS } from './operations';
import { DOCS_PATH, fullPath, toOpenApiPath, type ErrorStatus, type OperationArea, type OperationDoc } from './registry';

const OPENAPI_VERSION = '3.1.0';

/** The body of every refusal (spec: `{code, message, errors?: {field: [messages]}}`); some add fields, e.g. reorder changes. */
export const apiErrorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `errors` maps each field (dotted path; `non_field_errors` for the whole input) to its messages.',
  401: 'Not logged in, or the token is invalid or expired.',
  403: 'Logged in without the required permission.',
  404: 'No such resource (or not visible to this user).',
  406: 'A decision is needed first (e.g. reorder `changes`); the body says which.',
  409: 'Conflicts with the current state.',
  413: 'Request body too large.',
  415: 'Unsupported media type.',
  429: 'Too many attempts; see Retry-After.',
  501: 'Not configured on this server.',
};

/**
 * zod -> JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Requests are documented as the
 * client sends them (io: 'input': defaults make fields optional, coercions accept strings);
 * responses as the server sends them (io: 'output': every field with a default is present, and
 * z.object closes with additionalProperties: false, which the generated client types rely on).
 * Recursive schemas come back with local $defs; they move to components so $refs resolve.
 */
function jsonSchemaOf(schema: z.ZodType, components: Record<string, JsonSchema>, name: string, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  if (!$defs) return rest;
  // A response schema named with zod's .meta({ id }) is one component every operation refers to
  // (components.schemas.ProductCard, and so one type in the generated client); anonymous ones
  // (recursion) and request schemas stay per operation, as input and output modes differ.
  const shared = (definition: string) => io === 'output' && !definition.startsWith('__');
  const rename = (definition: string) => (shared(definition) ? definition : `${name}_${definition}`);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/') ? `#/components/schemas/${rename(item.slice('#/$defs/'.length))}` : rewrite(item)]),
      );
    }
    return value;
  };
  for (const [definition, body] of Object.entries($defs as Record<string, JsonSchema>)) {
    const component = rewrite(body) as JsonSchema;
    const existing = components[rename(definition)];
    if (existing && JSON.stringify(existing) !== JSON.stringify(component)) throw new Error(`OpenAPI: two different schemas are named ${definition} (zod .meta id)`);
    components[rename(definition)] = component;
  }
  return rewrite(rest) as JsonSchema;
}

const operationId = (doc: OperationDoc, path: string) =>
  `${doc.method}${path
    .replace(/\{([^}]+)\}/g, 'By_$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;

function parametersOf(where: 'path' | 'query', schema: z.ZodType, components: Record<string, JsonSchema>, name: string): JsonObject[] {
  const json = jsonSchemaOf(schema, components, name);
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  // Query and path schemas are objects of named values; anything else cannot become parameters.
  if (json.type !== 'object' || !properties) throw new Error(`${name}: ${where} schema must be a zod object`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([parameter, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name: parameter,
      in: where,
      required: where === 'path' || required.has(parameter),
      schema: propertySchema,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

function errorStatuses(doc: OperationDoc): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(doc.errors ?? []);
  if (doc.params || doc.query || doc.body) statuses.add(400);
  if (doc.auth === 'user' || doc.auth === 'staff' || typeof doc.auth === 'object') statuses.add(401);
  if (doc.auth === 'staff' || typeof doc.auth === 'object') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function authText(doc: OperationDoc): string {
  if (typeof doc.auth === 'object') return `Needs login and the ${doc.auth.permission} permission (IS_SUPER_ADMIN grants every permission).`;
  return {
    public: 'No login needed.',
    optional: 'Login optional: with a token the answer reflects the user (prices, visibility).',
    user: 'Needs login.',
    staff: 'Needs login as staff (any administrator group).',
  }[doc.auth];
}

function buildOperation(doc: OperationDoc, path: string, components: Record<string, JsonSchema>): JsonObject {
  const id = operationId(doc, path);
  const parameters = [
    ...(doc.params ? parametersOf('path', doc.params, components, `${id}_params`) : []),
    ...(doc.query ? parametersOf('query', doc.query, components, `${id}_query`) : []),
  ];
  const documentedPathParams = new Set(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
  // Path parameters the handler reads without a schema (e.g. a file name) still need a declaration.
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    if (!documentedPathParams.has(match[1]!)) parameters.unshift({ name: match[1]!, in: 'path', required: true, schema: { type: 'string' } });
  }
  const responses: JsonObject = {};
  const { response } = doc;
  responses[String(response.status)] =
    response.status === 204
      ? { description: response.description }
      : {
          description: response.description,
          content: { [response.contentType ?? 'application/json']: { schema: response.schema ? jsonSchemaOf(response.schema, components, `${id}_response`, 'output') : {} } },
        };
  if (response.alsoStatus) responses[String(response.alsoStatus)] = { ...(responses[String(response.status)] as JsonObject), description: `${response.description} (the row already existed)` };
  for (const status of errorStatuses(doc)) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  const secured = doc.auth !== 'public';
  return {
    operationId: id,
    summary: doc.summary,
    description: [doc.description, authText(doc)].filter(Boolean).join('\n\n'),
    tags: [doc.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { [doc.bodyContentType ?? 'application/json']: { schema: jsonSchemaOf(doc.body, components, `${id}_body`) } },
          },
        }
      : {}),
    responses,
    security: !secured ? [] : doc.auth === 'optional' ? [{}, { tokenAuth: [] }] : [{ tokenAuth: [] }],
    ...(typeof doc.auth === 'object' ? { 'x-required-permission': doc.auth.permission } : {}),
    ...(doc.auth === 'staff' ? { 'x-required-permission': 'any administrator group' } : {}),
  };
}

export interface OpenApiDocument {
  openapi: string;
  info: JsonObject;
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject;
  tags: { name: string }[];
  [key: string]: unknown;
}

/** The OpenAPI 3.1 document of every registered operation (built once per process: it never changes at run time). */
export function buildOpenApiDocument(areas: readonly OperationArea[] = API_OPERATION_AREAS): OpenApiDocument {
  const components: Record<string, JsonSchema> = { Error: jsonSchemaOf(apiErrorBodySchema, {}, 'Error') };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const area of areas) {
    for (const doc of area.operations) {
      const path = toOpenApiPath(fullPath(area.mount, doc.path));
      const item = (paths[path] ??= {});
      if (item[doc.method]) throw new Error(`OpenAPI: ${doc.method.toUpperCase()} ${path} is registered twice`);
      item[doc.method] = buildOperation(doc, path, components);
      tags.add(doc.tag);
    }
  }
  const errorResponses = Object.fromEntries(
    (Object.keys(ERROR_DESCRIPTIONS) as unknown as ErrorStatus[]).map((status) => [
      `Error${status}`,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Salon store API',
      version: '1',
      description:
        'Generated from the zod schemas the routes validate with (apps/api/src/openapi). Every refusal answers `{code, message, errors?}`. ' +
        'Requests may carry TH-DateTime and TH-Nonce (request signing, docs/decisions/0005-request-signing.md), Accept-Language and Delivery-Country.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      responses: errorResponses,
      securitySchemes: { tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token from POST /api/v1/rest-auth/login/, sent as "Token <key>".' } },
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A plain page of the document, grouped by tag: no scripts and no inline styles, so the API's CSP (default-src 'none') applies unchanged. */
export function renderDocsHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = (operation.tags as string[])[0]!;
      const permission = operation['x-required-permission'] as string | undefined;
      const secured = (operation.security as unknown[]).length > 0;
      const responses = Object.keys(operation.responses as JsonObject).join(', ');
      const row =
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(String(operation.summary))}</td>` +
        `<td>${escapeHtml(permission ?? (secured ? ((operation.security as unknown[]).length > 1 ? 'optional login' : 'login') : 'public'))}</td><td>${responses}</td></tr>`;
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(row);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, rows]) =>
        `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Summary</th><th scope="col">Access</th><th scope="col">Responses</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(String(document.info.title))}</title>
</head>
<body><main><h1>${escapeHtml(String(document.info.title))} (OpenAPI ${document.openapi})</h1><p>Machine-readable document: <a href="${DOCS_PATH}">${DOCS_PATH}</a>. Error responses answer <code>{code, message, errors?}</code>.</p>
<nav aria-label="Tags"><ul>${[...byTag.keys()].sort().map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}</main></body></html>`;
}
