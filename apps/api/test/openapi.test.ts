import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiErrorBodySchema, buildOpenApiDocument } from '../src/openapi/document';
import { API_OPERATION_AREAS } from '../src/openapi/operations';
import { fullPath, toOpenApiPath } from '../src/openapi/registry';
import { createTestApi } from './support/testApi';

const api = await createTestApi();
afterAll(() => api.close());

const document = buildOpenApiDocument();
type Operation = { parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]; requestBody?: { content: Record<string, { schema: { required?: string[] } }> }; security: unknown[]; 'x-required-permission'?: string };
const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation: operation as Operation })));
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Method + path of every handler the app serves; `app.use` middleware (method ALL on a wildcard) is not an endpoint. */
function servedRoutes(): Set<string> {
  const served = new Set<string>();
  for (const route of api.app.routes) {
    if (route.method === 'ALL' && route.path.includes('*')) continue;
    served.add(key(route.method, toOpenApiPath(route.path)));
  }
  return served;
}

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const MISSING_ID = '2147483000';
/** A URL with well-formed values for the path parameters (of rows that do not exist). */
function urlOf(path: string, operation: Operation): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const schema = operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {};
    if (schema.format === 'uuid') return MISSING_UUID;
    if (schema.type === 'integer' || schema.type === 'number') return MISSING_ID;
    return 'missing.svg';
  });
}

const jsonBodyRequired = (operation: Operation) => operation.requestBody?.content['application/json']?.schema.required ?? [];

describe('OpenAPI document', () => {
  it('documents every method and path the app serves, and nothing it does not serve', () => {
    const served = servedRoutes();
    const inDocument = new Set(documented.map(({ method, path }) => key(method, path)));
    expect([...served].filter((route) => !inDocument.has(route)).sort(), 'routes missing from src/openapi (add an entry next to the route)').toEqual([]);
    expect([...inDocument].filter((route) => !served.has(route)).sort(), 'documented operations the app does not serve').toEqual([]);
    expect(inDocument.size).toBeGreaterThan(90);
  });

  /**
   * The ratchet of decision 0052: JSON operations without a response schema. The number only
   * goes down; lower it when you add schemas (the test prints which ones are still missing).
   */
  const MAX_OPERATIONS_WITHOUT_RESPONSE_SCHEMA = 0;
  it(`declares a response schema for every JSON operation but at most ${MAX_OPERATIONS_WITHOUT_RESPONSE_SCHEMA}`, () => {
    const missing = API_OPERATION_AREAS.flatMap((area) =>
      area.operations.filter((doc) => doc.response.status !== 204 && doc.response.contentType === undefined && !doc.response.schema).map((doc) => key(doc.method, toOpenApiPath(fullPath(area.mount, doc.path)))),
    );
    if (missing.length > 0) console.info(`Operations without a response schema (${missing.length}):\n${missing.join('\n')}`);
    expect(missing.length, 'add response.schema to new operations; lower the number when you add schemas').toBeLessThanOrEqual(MAX_OPERATIONS_WITHOUT_RESPONSE_SCHEMA);
    if (missing.length < MAX_OPERATIONS_WITHOUT_RESPONSE_SCHEMA) console.info(`Lower MAX_OPERATIONS_WITHOUT_RESPONSE_SCHEMA to ${missing.length}.`);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every refusal points at the one error shape.
    const error = (document.components.schemas as Record<string, { required: string[]; properties: Record<string, unknown> }>).Error!;
    expect(error.required).toEqual(['code', 'message']);
    expect(Object.keys(error.properties)).toEqual(['code', 'message', 'errors']);
  });

  it('is served at /api/docs and as a script-free HTML page at /api/docs/ui', async () => {
    const json = await api.request('GET', '/api/docs');
    expect(json.status).toBe(200);
    expect(json.body).toEqual(JSON.parse(JSON.stringify(document)));

    const page = await api.request<string>('GET', '/api/docs/ui');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).not.toMatch(/<script|<style|style=/i);
    for (const { path } of documented) expect(page.body).toContain(`<code>${path}</code>`);
    for (const tag of document.tags) expect(page.body).toContain(`<h2 id="${tag.name}">`);
  });

  describe('documented schemas are the ones the routes validate with', () => {
    let adminToken: string;
    beforeAll(async () => {
      adminToken = await api.login('admin@salon.test');
    });

    const withRequiredBody = documented.filter(({ operation }) => jsonBodyRequired(operation).length > 0);
    it('covers the operations with required body fields', () => {
      expect(withRequiredBody.length).toBeGreaterThan(15);
    });

    it.each(withRequiredBody.map((entry) => [key(entry.method, entry.path), entry] as const))('%s: an empty body is refused with the documented required fields', async (_name, { method, path, operation }) => {
      const response = await api.request(method.toUpperCase(), urlOf(path, operation), { body: {}, token: adminToken });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(apiErrorBodySchema.safeParse(response.body).success).toBe(true);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      for (const field of jsonBodyRequired(operation)) expect(Object.keys(response.body.errors), field).toContain(field);
    });

    const withRequiredQuery = documented.filter(({ path, operation }) => !path.includes('{') && (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.required));
    it.each(withRequiredQuery.map((entry) => [key(entry.method, entry.path), entry] as const))('%s: leaving out the required query parameters is refused for each', async (_name, { method, path, operation }) => {
      const response = await api.request(method.toUpperCase(), path, { token: adminToken });
      expect(response.status).toBe(400);
      const required = operation.parameters!.filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => parameter.name);
      expect(Object.keys(response.body.errors).sort()).toEqual(expect.arrayContaining(required));
    });

    it('a body that satisfies the documented schema passes validation (order-line quantity)', async () => {
      const order = await api.request('POST', '/api/v1/orders/', { body: {} });
      const list = await api.request('GET', '/api/v1/products/?page_size=100');
      const product = list.body.results.products.find((card: { price: string | null; is_disabled: boolean; valid_restrictions: unknown[] }) => card.price !== null && !card.is_disabled && card.valid_restrictions.length === 0);
      const added = await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { body: { product: product.id } });
      expect(added.status).toBe(201);
      const lineUrl = `/api/v1/orders/${order.body.uuid}/order-lines/${added.body.order_lines[0].id}/`;
      const operation = document.paths['/api/v1/orders/{uuid}/order-lines/{lineId}/']!.put as { requestBody: { content: { 'application/json': { schema: { required: string[]; properties: { quantity: { maximum: number } } } } } } };
      const schema = operation.requestBody.content['application/json'].schema;
      expect(schema.required).toEqual(['quantity']);
      const tooMany = await api.request('PUT', lineUrl, { body: { quantity: schema.properties.quantity.maximum + 1 } });
      expect(tooMany.status).toBe(400);
      expect(Object.keys(tooMany.body.errors)).toEqual(['quantity']);
      const changed = await api.request('PUT', lineUrl, { body: { quantity: schema.properties.quantity.maximum } });
      expect(changed.status).toBe(200);
      expect(changed.body.order_lines[0].quantity).toBe(schema.properties.quantity.maximum);
    });
  });

  describe('documented access is the enforced access', () => {
    const secured = documented.filter(({ operation }) => operation.security.length === 1);
    it.each(secured.map((entry) => [key(entry.method, entry.path), entry] as const))('%s: 401 without login', async (_name, { method, path, operation }) => {
      const response = await api.request(method.toUpperCase(), urlOf(path, operation), operation.requestBody ? { body: {} } : {});
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('NOT_AUTHENTICATED');
    });

    const permissioned = documented.filter(({ operation }) => operation['x-required-permission'] !== undefined);
    let customerToken: string;
    beforeAll(async () => {
      customerToken = await api.login('private@salon.test');
    });
    it.each(permissioned.map((entry) => [key(entry.method, entry.path), entry] as const))('%s: 403 for a customer without the permission', async (_name, { method, path, operation }) => {
      const response = await api.request(method.toUpperCase(), urlOf(path, operation), { token: customerToken, ...(operation.requestBody ? { body: {} } : {}) });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('PERMISSION_DENIED');
    });
  });
});
