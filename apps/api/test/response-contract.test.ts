import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertResponseContract, contractProblems } from './support/responseContract';

const JSON_TYPE = 'application/json';
const card = { results: [] };

describe('response contract check', () => {
  const schema = z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })), meta: z.looseObject({ a: z.string() }), flag: z.boolean().default(false) });

  it('passes an answer that matches, extras allowed only in loose objects', () => {
    expect(contractProblems(schema, { id: 1, tags: [{ name: 'x' }], meta: { a: 'a', extra: 1 }, flag: true })).toEqual([]);
  });

  it('reports a wrong type, an undeclared key, and a field left to its default', () => {
    expect(contractProblems(schema, { id: '1', tags: [], meta: { a: 'a' }, flag: true })).toEqual([expect.stringMatching(/^\$\.id: /)]);
    expect(contractProblems(schema, { id: 1, tags: [{ name: 'x', renamed: 'y' }], meta: { a: 'a' }, flag: true })).toEqual(['$.tags[0].renamed: not in the schema']);
    expect(contractProblems(schema, { id: 1, tags: [], meta: { a: 'a' } })).toEqual([expect.stringMatching(/^\$\.flag: missing/)]);
  });

  it('matches the operation by method and path (static paths before parameters) and names it in the error', () => {
    expect(() => assertResponseContract('GET', '/api/v1/products/highlighted/?limit=2', 200, JSON_TYPE, card)).not.toThrow();
    expect(() => assertResponseContract('GET', '/api/v1/products/highlighted/', 200, JSON_TYPE, { results: [{ id: 1 }] })).toThrow(/GET \/api\/v1\/products\/highlighted\/ answered 200/);
    expect(() => assertResponseContract('GET', '/api/v1/products/12/', 200, JSON_TYPE, card)).toThrow(/GET \/api\/v1\/products\/\{id\}\//);
  });

  it('holds JSON refusals to the error shape, and leaves non-JSON answers and other statuses alone', () => {
    expect(() => assertResponseContract('GET', '/api/v1/products/12/', 404, JSON_TYPE, { code: 'NOT_FOUND', message: 'No.' })).not.toThrow();
    expect(() => assertResponseContract('GET', '/api/v1/products/12/', 404, JSON_TYPE, { detail: 'No.' })).toThrow(/error shape/);
    expect(() => assertResponseContract('GET', '/api/v1/products/12/', 200, 'image/svg+xml', '<svg/>')).not.toThrow();
  });

  it('refuses a success status the operation does not document', () => {
    expect(() => assertResponseContract('POST', '/api/v1/products/favourites/', 200, JSON_TYPE, {})).toThrow(/answered 200, but its documented success status is 201/);
    expect(() => assertResponseContract('DELETE', '/api/v1/products/favourites/3/', 200, null, '')).toThrow(/documented success status is 204/);
  });
});
