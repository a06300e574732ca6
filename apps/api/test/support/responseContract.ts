/**
 * Checks every answer the API tests receive against the operation's documented response schema,
 * so a renamed field, a missing one or a number sent as a string fails the test that saw it
 * instead of a shopper's page (docs/decisions/0052-typed-api-contract.md).
 */
import { z } from 'zod';
import { apiErrorBodySchema } from '../../src/openapi/document';
import { API_OPERATION_AREAS } from '../../src/openapi/operations';
import { fullPath, toOpenApiPath, type OperationDoc } from '../../src/openapi/registry';

interface Matcher {
  method: string;
  pattern: RegExp;
  params: number;
  name: string;
  doc: OperationDoc;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Hono `/a/:id/` (and `:id{regex}`) as an anchored regular expression. */
function patternOf(honoPath: string): RegExp {
  const source = honoPath
    .split(/(:[A-Za-z0-9_]+(?:\{[^}]*\})?)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      const constraint = /\{([^}]*)\}$/.exec(part)?.[1];
      return constraint ? `(?:${constraint})` : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

let matchers: Matcher[] | undefined;
/** Static paths before parameterised ones: `/products/favourites/` is not `/products/:id/`. */
function allMatchers(): Matcher[] {
  matchers ??= API_OPERATION_AREAS.flatMap((area) =>
    area.operations.map((doc) => {
      const path = fullPath(area.mount, doc.path);
      return { method: doc.method.toUpperCase(), pattern: patternOf(path), params: path.split(':').length - 1, name: `${doc.method.toUpperCase()} ${toOpenApiPath(path)}`, doc };
    }),
  ).sort((a, b) => a.params - b.params);
  return matchers;
}

const matcherCache = new Map<string, Matcher | null>();
function operationOf(method: string, url: string): Matcher | null {
  const path = new URL(url, 'http://test').pathname;
  const key = `${method} ${path}`;
  if (!matcherCache.has(key)) matcherCache.set(key, allMatchers().find((matcher) => matcher.method === method && matcher.pattern.test(path)) ?? null);
  return matcherCache.get(key)!;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * zod's z.object drops unknown keys and fills defaults silently; an answer is held to its schema,
 * so keys it does not declare are reported (z.looseObject or a catchall is where a schema allows
 * extras), and so are fields it leaves to a default.
 */
function undeclaredKeys(schema: z.ZodType, value: unknown, path: string, found: string[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const shape = def.shape as Record<string, z.ZodType>;
      const catchall = def.catchall as z.ZodType | undefined;
      const open = catchall !== undefined && defOf(catchall).type !== 'never';
      for (const [key, item] of Object.entries(value)) {
        if (shape[key]) undeclaredKeys(shape[key], item, `${path}.${key}`, found);
        else if (!open) found.push(`${path}.${key}: not in the schema`);
      }
      // A default fills a missing field while parsing; the answer itself must still carry it.
      for (const [key, field] of Object.entries(shape)) {
        if (!(key in value) && ['default', 'prefault'].includes(defOf(field).type)) found.push(`${path}.${key}: missing (the schema gives it a default, the answer must send it)`);
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) value.forEach((item, index) => undeclaredKeys(def.element as z.ZodType, item, `${path}[${index}]`, found));
      return;
    case 'record':
      if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) undeclaredKeys(def.valueType as z.ZodType, item, `${path}.${key}`, found);
      return;
    case 'union': {
      const option = (def.options as z.ZodType[]).find((candidate) => candidate.safeParse(value).success);
      if (option) undeclaredKeys(option, value, path, found);
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      if (value !== undefined && value !== null) undeclaredKeys(def.innerType as z.ZodType, value, path, found);
      return;
    case 'lazy':
      undeclaredKeys((def.getter as () => z.ZodType)(), value, path, found);
      return;
    case 'pipe':
      undeclaredKeys(def.in as z.ZodType, value, path, found);
      return;
  }
}

/** The problems of `body` against `schema`, one line each; empty when it conforms. */
export function contractProblems(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (!result.success) return result.error.issues.map((issue) => `$${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}: ${issue.message}`);
  const found: string[] = [];
  undeclaredKeys(schema, body, '$', found);
  return found;
}

/**
 * Throws when the answer breaks the contract: a success status other than the documented one, a
 * success answer against the operation's response schema, a JSON refusal (4xx) against the common
 * error shape.
 */
export function assertResponseContract(method: string, url: string, status: number, contentType: string | null, body: unknown): void {
  const operation = operationOf(method.toUpperCase(), url);
  const documented = operation ? [operation.doc.response.status, operation.doc.response.alsoStatus] : [];
  if (operation && status >= 200 && status < 300 && !documented.includes(status as 200)) {
    throw new Error(`Response contract: ${operation.name} answered ${status}, but its documented success status is ${operation.doc.response.status}.`);
  }
  if (!contentType?.includes('application/json')) return;
  let schema: z.ZodType | undefined;
  if (status >= 400 && status < 500) schema = apiErrorBodySchema;
  else if (operation && documented.includes(status as 200)) schema = operation.doc.response.schema;
  if (!schema) return;
  const problems = contractProblems(schema, body);
  if (problems.length === 0) return;
  const name = operation?.name ?? `${method.toUpperCase()} ${url}`;
  throw new Error(
    `Response contract: ${name} answered ${status} with a body that does not match its ${status >= 400 ? 'error shape {code, message, errors?}' : 'documented response schema'}:\n` +
      problems.slice(0, 20).map((problem) => `  ${problem}`).join('\n'),
  );
}
