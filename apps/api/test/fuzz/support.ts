/**
 * Shared pieces of the fuzz suite: hostile value generators, a whole-database fingerprint to
 * prove that a refused request changed no row, and the run-count knobs.
 *
 * FUZZ_RUNS_FACTOR=10 multiplies every property's run count (a longer soak); FUZZ_SEED=<n>
 * replays a failing run (fast-check prints the seed and path on failure).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApi, TestResponse } from '../support/testApi';

const RUNS_FACTOR = Number(process.env.FUZZ_RUNS_FACTOR ?? 1);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** fast-check parameters: bounded run count, optional replay seed, no per-run timeout surprises. */
export function fuzzParams<Ts extends unknown[]>(numRuns: number): fc.Parameters<Ts>;
export function fuzzParams<T>(numRuns: number, examples: T[]): fc.Parameters<[T]>;
export function fuzzParams<T>(numRuns: number, examples: T[] = []): fc.Parameters<[T]> {
  return {
    numRuns: Math.max(1, Math.round(numRuns * RUNS_FACTOR)),
    ...(SEED === undefined ? {} : { seed: SEED }),
    endOnFailure: true,
    // Known boundary cases run first on every run, whatever the random seed.
    examples: examples.map((example) => [example] as [T]),
  };
}

/** The first integer past PostgreSQL's int4: ids and quantities must be refused, not overflow. */
export const INT4_OVERFLOW = 2 ** 31;

/** Strings an attacker or a broken client sends: injection, markup, control and odd unicode. */
const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  "1; DELETE FROM order_lines WHERE true; --",
  "' UNION SELECT password_hash, email FROM users --",
  "1' AND pg_sleep(2) IS NULL --",
  '") OR ("1"="1',
  '\\',
  "\\'",
  '%',
  '_',
  '%%',
  '*',
  ':*',
  '& | ! ( )',
  "<script>alert('x')</script>",
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '\uFEFF',
  '\uD800',
  '😀👩‍👩‍👧‍👦',
  'Ä̈ö̲ü̶',
  'Ｓｈａｍｐｏｏ',
  '１２３',
  '٣',
  'шампунь',
  'ﷺ',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '0x1F',
  '1.5',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
] as const;

/** Sizes past every field limit (255-character names, 200-character search terms, 256-character passwords). */
const OVERSIZED_LENGTHS = [256, 1_000, 10_000, 100_000] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...OVERSIZED_LENGTHS), fc.constantFrom('x', 'ä', '😀', "'", '<')).map(([length, unit]) => unit.repeat(length)),
  },
);

/** Numbers around every boundary: ids, quantities, int4 and bigint ranges, floats. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 999, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a wrong or hostile kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('uuid', 'id', '__proto__', 'constructor', 'x'), fc.oneof(hostileString, hostileNumber), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body built from a valid one with one field replaced, removed or joined by a stray field. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const replaceOne = fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...valid, [key]: value }));
  const dropOne = fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key)));
  const extra = fc.tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'is_staff', 'status', 'price', 'user_id', 'admin'), hostileValue).map(([key, value]) => ({
    ...valid,
    ...JSON.parse(JSON.stringify({ [key]: value })),
  }));
  const allWrong = fc.dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1 });
  return keys.length ? fc.oneof(replaceOne, replaceOne, dropOne, extra, allWrong) : fc.oneof(extra, allWrong);
}

/** Request body text that is not the JSON object an endpoint expects. */
export const malformedJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"quantity": 1,}',
    "{'quantity': 1}",
    '{"quantity": NaN}',
    '{"quantity": 1e999}',
    '[',
    ']',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[1,2,3]',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '\u0000',
    '\uFEFF{}',
    '<?xml version="1.0"?><a/>',
    'quantity=1&product=2',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
  fc.constantFrom(1_000, 5_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.constantFrom(1_000, 5_000).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value).slice(0, -1)),
);

/** Path segments that are not the id or UUID an endpoint expects; sent percent-encoded. */
const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((value) => value !== '' && value.length <= 2_000),
  fc.constantFrom('0', '-1', '1.5', '2147483648', '9223372036854775808', '1e3', ' 1', '0x10', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-4000-8000-00000000000g'),
  fc.uuid(),
);

/** Percent-encodes any string, lone surrogates included (as their raw UTF-8-style bytes). */
function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // encodeURIComponent refuses lone surrogates; send them the way a careless client would.
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** Percent-encodes a segment, but sometimes leaves raw or broken escapes in to test decoding. */
export const encodedPathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostilePathSegment.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '.', '%2F', 'a%2Fb', '%C0%AE%C0%AE', '%uD800', '%ED%A0%80') },
);

/** A query string from known parameter names and hostile values, sometimes with repeated keys and broken escapes. */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.constantFrom(...names, 'x', '__proto__', 'constructor', 'page[]', 'a[b]'), fc.oneof(hostileString, hostileNumber.map(String)));
  const encoded = fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&'));
  const raw = fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '+', '%2B', '&&', '==', '%uD800')), { minLength: 1, maxLength: 3 }).map((pairs) =>
    pairs.map(([key, value]) => `${key}=${value}`).join('&'),
  );
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

let tableList: string[] | null = null;
/**
 * Tables a refusal is meant to write: login_throttle counts failed logins (docs/decisions/0010),
 * so a refused login changes it by design; action_throttle counts the refused (429) attempts of
 * registration, password reset and feedback (docs/decisions/0011).
 */
const TABLES_WRITTEN_BY_REFUSALS = new Set(['login_throttle', 'action_throttle']);

/**
 * A fingerprint of every row of every table in the public schema: row count and the sum of a
 * hash of each row's text. Equal before and after a refused request means no row was added,
 * removed or changed.
 */
export async function databaseFingerprint(api: TestApi): Promise<string> {
  const db = api.database.db;
  if (!tableList) {
    const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    tableList = result.rows.map((row) => row.tablename).filter((table) => !TABLES_WRITTEN_BY_REFUSALS.has(table));
  }
  const parts = tableList.map((table) => `select '${table}' as t, count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${table}" x`);
  const result = await db.execute<{ t: string; n: string; h: string }>(sql.raw(parts.join(' union all ')));
  return result.rows.map((row) => `${row.t}:${row.n}:${row.h}`).join('|');
}

/** The invariant of every fuzzed request: the server answers, and never with a 5xx. */
export function expectNoServerError(response: TestResponse, what: string, allowed: number[] = []) {
  if (allowed.includes(response.status)) return;
  expect(response.status, `${what} -> ${response.status} ${JSON.stringify(response.body)?.slice(0, 500)}`).toBeLessThan(500);
}

/** A refusal must carry the API's error shape, not a stack trace or an HTML page. */
export function expectErrorShape(response: TestResponse, what: string) {
  if (response.status < 400) return;
  expect(typeof response.body?.code, `${what} -> ${response.status} without {code, message}: ${String(JSON.stringify(response.body)).slice(0, 300)}`).toBe('string');
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
}
