/**
 * API hardening (docs/decisions/0010-security.md): security headers, no CSRF exposure (cookies
 * are ignored, no CORS), secrets only from configuration, parameterised SQL only, and the
 * administrator audit log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApi } from '../support/testApi';
import { ConfigurationError, DEVELOPMENT_REQUEST_SIGNING_SALT, readConfig } from '../../src/config';
import { API_SECURITY_HEADERS, HSTS_MAX_AGE_SECONDS } from '../../src/middleware/securityHeaders';
import { adminAuditLog, shops } from '../../src/db/schema';
import { SEED_LOGIN } from '../../src/seed/accessData';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const api = await createTestApi();
const behindHttpsProxy = await createTestApi({ trustProxyHops: 1 });
afterAll(() => Promise.all([api.close(), behindHttpsProxy.close()]));

describe('security headers on API responses', () => {
  const samples: [string, string][] = [
    ['GET', '/health'],
    ['GET', '/api/v1/products/?page_size=1'],
    ['GET', '/api/v1/rest-auth/user/'], // 401
    ['POST', '/api/v1/rest-auth/login/'], // 400
    ['GET', '/api/v1/no-such-endpoint/'], // 404
    ['GET', '/media/products/1.svg'],
    ['GET', '/media/products/1.webp'],
  ];
  it.each(samples)('%s %s carries nosniff, a deny-all CSP, no framing, a referrer and permissions policy', async (method, url) => {
    const response = await api.request(method, url, method === 'POST' ? { body: {} } : {});
    expect(response.status).toBeLessThan(500);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    // Plain HTTP: no HSTS (it would be ignored, and it must not leak into a development host).
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sends HSTS when the trusted proxy in front says the request came over https', async () => {
    const https = await behindHttpsProxy.request('GET', '/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('Strict-Transport-Security')).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    // Without a trusted proxy the header is the client's word and is ignored.
    expect((await api.request('GET', '/health', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('CSRF: the API authenticates by header only', () => {
  it('ignores cookies: a valid token in a cookie is not a login', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token })).status).toBe(200);
    for (const cookie of [`salon_token=${token}`, `token=${token}`, `sessionid=${token}`, `Authorization=Token ${token}`]) {
      const viaCookie = await api.request('GET', '/api/v1/rest-auth/user/', { headers: { Cookie: cookie } });
      expect(viaCookie.status, cookie).toBe(401);
      const write = await api.request('POST', '/api/v1/rest-auth/logout/', { headers: { Cookie: cookie } });
      expect(write.status, cookie).toBe(401);
    }
    // Still logged in: the cookie-carrying logout did nothing.
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token })).status).toBe(200);
  });

  it('sends no CORS headers, so other sites cannot read its answers', async () => {
    const response = await api.request('GET', '/api/v1/products/?page_size=1', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const preflight = await api.request('OPTIONS', '/api/v1/rest-auth/logout/', { headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('secrets come only from configuration', () => {
  it('production without REQUEST_SIGNING_SALT stops start-up with a clear message', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigurationError);
    expect(() => readConfig({ NODE_ENV: 'production', REQUEST_SIGNING_SALT: '' })).toThrow(/REQUEST_SIGNING_SALT is not set/);
    // Production also needs a mail transport and the storefront origin (see auth-flows.test.ts).
    const mail = { MAIL_TRANSPORT: 'file', STOREFRONT_ORIGIN: 'https://www.salon.ee' };
    expect(readConfig({ NODE_ENV: 'production', REQUEST_SIGNING_SALT: 'from-the-vault', ...mail }).requestSigning.salt).toBe('from-the-vault');
    // Signing switched off explicitly needs no salt.
    expect(readConfig({ NODE_ENV: 'production', REQUEST_SIGNING_MODE: 'off', ...mail }).requestSigning.salt).toBeUndefined();
  });

  it('outside production the development default is used', () => {
    expect(readConfig({}).requestSigning.salt).toBe(DEVELOPMENT_REQUEST_SIGNING_SALT);
    expect(readConfig({ NODE_ENV: 'test' }).requestSigning.salt).toBe(DEVELOPMENT_REQUEST_SIGNING_SALT);
    expect(readConfig({ NODE_ENV: 'development', REQUEST_SIGNING_SALT: 'mine' }).requestSigning.salt).toBe('mine');
  });

  it('the server process exits with the message when the secret is missing in production', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(srcRoot, 'server.ts')], {
      cwd: path.join(srcRoot, '..'),
      env: { ...process.env, NODE_ENV: 'production', REQUEST_SIGNING_SALT: '', DATABASE_URL: '', API_DATA_DIR: 'memory://', API_PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('REQUEST_SIGNING_SALT is not set');
  });

  it('no secret-looking literal is hard-coded in the API source', () => {
    const hits = sourceFiles().flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(srcRoot, file)}:${index + 1}` }))
        .filter(({ line }) => /(secret|salt|api[_-]?key|private[_-]?key)\s*[:=]\s*['"`][^'"`]{6,}['"`]/i.test(line)),
    );
    expect(hits.map((hit) => `${hit.where}: ${hit.line.trim()}`)).toEqual([]);
  });
});

function sourceFiles(dir = srcRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Files allowed to build SQL text themselves. Migrations are .sql files in apps/api/drizzle/ run
 * by drizzle's migrator; no source file needs raw SQL today. A new entry needs a reason here.
 */
const RAW_SQL_ALLOW_LIST: Record<string, string> = {};

/** Patterns of SQL not built by drizzle's parameterising `sql` tag or query builder. */
const UNSAFE_SQL_PATTERNS: [string, RegExp][] = [
  ['sql.raw()', /\bsql\s*\.\s*raw\s*\(/],
  ['sql.identifier()', /\bsql\s*\.\s*identifier\s*\(/],
  ['execute() with a string instead of sql``', /\.execute\s*(<[^()]*>)?\s*\(\s*(?!sql\s*`)[^\s)]/],
  ['a pg client/pool query()', /\b(pool|client|pg|connection|tx|db)\s*\.\s*query\s*\(/],
  ['an untagged template literal holding SQL', /(?<!sql\s*)`\s*(select|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as)\b/i],
  ['SQL built by string concatenation', /['"`]\s*\+\s*\w+[^;]*\b(where|values|from)\b|\b(select|where|values)\b[^'"`]*['"`]\s*\+/i],
];

describe('parameterised SQL only', () => {
  it('apps/api/src contains no raw or string-built SQL outside the allow-list', () => {
    const findings: string[] = [];
    for (const file of sourceFiles()) {
      const relative = path.relative(srcRoot, file);
      if (relative in RAW_SQL_ALLOW_LIST) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const [what, pattern] of UNSAFE_SQL_PATTERNS) {
        const global = new RegExp(pattern.source, `${pattern.flags}g`);
        for (const match of text.matchAll(global)) {
          const line = text.slice(0, match.index).split('\n').length;
          findings.push(`${relative}:${line} ${what}: ${match[0].slice(0, 80)}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('the check itself catches the patterns it is meant to catch', () => {
    const bad = [
      'await db.execute(sql.raw(`select * from users where email = \'${email}\'`));',
      'await db.execute(`select 1`);',
      'await db.execute<{ n: number }>(query);',
      'await pool.query(`select * from t where id = ${id}`);',
      'const q = `select * from users where id = ${id}`;',
      "const q = 'select * from users where id = ' + id;",
      'sql.identifier(name)',
    ];
    for (const line of bad) expect(UNSAFE_SQL_PATTERNS.some(([, pattern]) => pattern.test(line)), line).toBe(true);
    const good = ['await db.execute(sql`select * from users where id = ${id}`);', 'await db.execute<{ n: number }>(sql`select 1`);', "c.req.query('page')", 'const message = `Unable to update ${name}`;'];
    for (const line of good) expect(UNSAFE_SQL_PATTERNS.some(([, pattern]) => pattern.test(line)), line).toBe(false);
  });
});

describe('administrator audit log', () => {
  const A = '/api/v1/administrator';
  const auditRows = () => api.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, 'shop'));

  it('an admin write adds one row with who, what and when; refused writes add none', async () => {
    const shopAdmin = await api.login(SEED_LOGIN.TH_SHOP_ADMIN);
    const productAdmin = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);
    const customer = await api.login(SEED_LOGIN.PRIVATE);
    const before = await auditRows();
    const [shopsBefore] = await api.database.db.select({ n: count() }).from(shops);

    // Refused: anonymous (401), a customer and an admin of another area (403), invalid body (400).
    const body = { name: 'Pärnu', code: 'PRN', country_id: 2 };
    expect((await api.request('POST', `${A}/shops/`, { body })).status).toBe(401);
    expect((await api.request('POST', `${A}/shops/`, { token: customer, body })).status).toBe(403);
    expect((await api.request('POST', `${A}/shops/`, { token: productAdmin, body })).status).toBe(403);
    expect((await api.request('POST', `${A}/shops/`, { token: shopAdmin, body: { name: '' } })).status).toBe(400);
    expect(await auditRows()).toHaveLength(before.length);
    const [shopsAfterRefusals] = await api.database.db.select({ n: count() }).from(shops);
    expect(shopsAfterRefusals!.n).toBe(shopsBefore!.n);

    const startedAt = Date.now();
    const created = await api.request('POST', `${A}/shops/`, { token: shopAdmin, body });
    expect(created.status).toBe(201);
    const after = await auditRows();
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((entry) => !before.some((old) => old.id === entry.id))!;
    expect(row).toMatchObject({ userEmail: SEED_LOGIN.TH_SHOP_ADMIN, action: 'create', entity: 'shop', entityId: String(created.body.id) });
    expect(row.userId).toEqual(expect.any(Number));
    expect(row.details).toMatchObject({ name: 'Pärnu', code: 'PRN' });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);

    // A refused delete of that shop (wrong area) leaves no row either.
    expect((await api.request('DELETE', `${A}/shops/${created.body.id}/`, { token: productAdmin })).status).toBe(403);
    expect(await auditRows()).toHaveLength(before.length + 1);
  });
});
