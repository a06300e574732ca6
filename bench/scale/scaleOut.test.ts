/**
 * Scale-out proven (issue 18 item 8): two storefronts and two APIs on one PostgreSQL, each pair
 * behind a round-robin balancer. Both serve; a login and a rate limit hold across instances; the
 * background scheduler runs each job once per interval; an admin write empties every instance's
 * caches. Needs the storefront build and PostgreSQL's binaries (`npm test` installs both).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeNonce } from '../../apps/api/src/middleware/requestSigning.ts';
import { SEED_LOGIN, SEED_PASSWORD } from '../../apps/api/src/seed/accessData.ts';
import { E2E_SIGNING_SALT } from '../../e2e/servers.ts';
import { startScaleOut, type ScaleOut } from './cluster.ts';
import { postgresAvailable, storefrontBuilt } from './prerequisites.ts';

const BACKGROUND_INTERVAL_SECONDS = 1;
const ADMIN = { email: SEED_LOGIN.TH_ADMIN, password: SEED_PASSWORD };
const ready = postgresAvailable() && storefrontBuilt();

/** What the storefront server adds to every API request it forwards (the API refuses unsigned ones). */
function signed(headers: Record<string, string> = {}): Record<string, string> {
  const timestamp = String(Date.now());
  return { ...headers, 'TH-DateTime': timestamp, 'TH-Nonce': computeNonce(timestamp, E2E_SIGNING_SALT) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!ready)('two storefronts and two APIs on one PostgreSQL', () => {
  let cluster: ScaleOut;
  beforeAll(async () => {
    cluster = await startScaleOut({ backgroundIntervalSeconds: BACKGROUND_INTERVAL_SECONDS });
  }, 240_000);
  afterAll(() => cluster?.stop(), 60_000);

  const apiJson = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${cluster.apiBalancer.url}${path}`, {
      method: init.method ?? 'GET',
      headers: signed({ 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Token ${init.token}` } : {}) }),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const adminToken = async () => {
    const login = await apiJson('/api/v1/rest-auth/login/', { method: 'POST', body: ADMIN });
    expect(login.status).toBe(200);
    return ((await login.json()) as { key: string }).key;
  };
  const pageState = async (base: string, path: string) => {
    const answer = await fetch(`${base}${path}`, { headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' } });
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    return answer.headers.get('X-Page-Cache');
  };

  it('serves pages from both storefronts, which reach both APIs', async () => {
    const before = new Map(cluster.apiBalancer.served);
    for (let round = 0; round < 4; round += 1) expect(await pageState(cluster.storefrontBalancer.url, `/products?lang=et&round=${round}`)).not.toBeNull();
    expect([...cluster.storefrontBalancer.served.values()].every((count) => count >= 2)).toBe(true);
    expect([...cluster.apiBalancer.served].every(([upstream, count]) => count > (before.get(upstream) ?? 0))).toBe(true);
  });

  it('keeps a login valid on every instance', async () => {
    const token = await adminToken();
    const answers = await Promise.all(Array.from({ length: 4 }, () => apiJson('/api/v1/rest-auth/user/', { token })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.get('X-Upstream'))).size).toBe(2);

    // Through the store: the session cookie set by one storefront opens the account on the other.
    const login = await fetch(`${cluster.storefrontBalancer.url}/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: cluster.storefrontBalancer.url },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const storefront of cluster.storefrontUrls) {
      const account = await fetch(`${storefront}/account/overview?lang=en`, { headers: { Cookie: cookie, Accept: 'text/html' }, redirect: 'manual' });
      await account.arrayBuffer();
      expect(account.status, storefront).toBe(200);
    }
  });

  it('counts a rate limit across instances', async () => {
    const email = `scale-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await apiJson('/api/v1/rest-auth/password/reset/', { method: 'POST', body: { email } });
      await answer.arrayBuffer();
      statuses.push(answer.status);
    }
    // Three reset links per address per window (ACTION_LIMIT.PASSWORD_RESET_PER_EMAIL), wherever asked.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('runs each background job once per interval, not once per process', async () => {
    const token = await adminToken();
    const runCount = async () => {
      const answer = await apiJson('/api/v1/administrator/background-services/', { token });
      expect(answer.status).toBe(200);
      const list = (await answer.json()) as { results?: { name: string; run_count: number }[] } | { name: string; run_count: number }[];
      const rows = Array.isArray(list) ? list : (list.results ?? []);
      return rows.find((row) => row.name === 'prune-expired-tokens')!.run_count;
    };
    const first = await runCount();
    const started = Date.now();
    await sleep(5_000);
    const runs = (await runCount()) - first;
    const intervals = (Date.now() - started) / (BACKGROUND_INTERVAL_SECONDS * 1000);
    // Two schedulers each running every job would make about twice as many.
    expect(runs).toBeGreaterThanOrEqual(Math.floor(intervals) - 1);
    expect(runs).toBeLessThanOrEqual(Math.ceil(intervals / 0.9) + 1);
  }, 30_000);

  it('empties the page and API caches of every instance after an admin write', async () => {
    const path = '/?lang=et';
    for (const storefront of cluster.storefrontUrls) {
      await pageState(storefront, path);
      expect(await pageState(storefront, path), storefront).toBe('hit');
    }
    const categories = (api: string) => fetch(`${api}/api/v1/products/categories/`, { headers: signed() }).then(async (answer) => (await answer.arrayBuffer(), answer.headers.get('X-Api-Cache')));
    for (const api of cluster.apiUrls) {
      await categories(api);
      expect(await categories(api), api).toBe('hit');
    }

    const token = await adminToken();
    const created = await apiJson('/api/v1/creator/administrator/routes/', { method: 'POST', token, body: { type: 'ROUTE', name: `/scale-${Date.now()}` } });
    expect(created.status).toBe(201);

    // Each instance reads the shared version at most once a second; a storefront asks its API as often.
    await sleep(2_200);
    for (const api of cluster.apiUrls) expect(await categories(api), api).toBe('miss');
    for (const storefront of cluster.storefrontUrls) expect(await pageState(storefront, path), storefront).toBe('miss');
    const versions = await Promise.all(cluster.apiUrls.map((api) => fetch(`${api}/api/v1/content-version/`, { headers: signed() }).then((answer) => answer.json())));
    expect(versions[0]).toEqual(versions[1]);
  }, 30_000);
});
