import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { COUNTRY_ID } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { parcelMachines } from '../src/db/schema';
import { BACKGROUND_SERVICE, BACKGROUND_SERVICE_TRIGGER, runBackgroundService, type BackgroundServiceSettings } from '../src/services/backgroundServices';
import { readConfig, ConfigurationError } from '../src/config';
import { SEED_LOGIN } from '../src/seed/accessData';

const fixture = fs.readFileSync(new URL('./fixtures/omniva-locations-refresh.json', import.meta.url), 'utf8');

/** What the loopback server answers next: a status and body, or never (to test the timeout). */
let answer: { status: number; body: string } | 'hang' = { status: 200, body: fixture };
const server = http.createServer((_request, response) => {
  if (answer === 'hang') return;
  response.writeHead(answer.status, { 'Content-Type': 'application/json' });
  response.end(answer.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/locations.json`;

const api = await createTestApi({ parcelMachinesUrl: url });
const db = api.database.db;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

const snapshot = () => db.select({ providerId: parcelMachines.providerId, name: parcelMachines.name, isActive: parcelMachines.isActive, countryId: parcelMachines.countryId, updatedAt: parcelMachines.updatedAt }).from(parcelMachines).orderBy(asc(parcelMachines.providerId));
const refresh = (settings: BackgroundServiceSettings = { parcelMachinesUrl: url }) => runBackgroundService(db, BACKGROUND_SERVICE.REFRESH_PARCEL_MACHINES, BACKGROUND_SERVICE_TRIGGER.MANUAL, null, settings);

describe('refresh-parcel-machines', () => {
  let seeded: Awaited<ReturnType<typeof snapshot>>;
  let seededRows: (typeof parcelMachines.$inferSelect)[];
  beforeAll(async () => {
    seededRows = await db.select().from(parcelMachines);
  });
  // Every test starts from the seeded list, whatever ran before it (the tests pass in any order).
  beforeEach(async () => {
    answer = { status: 200, body: fixture };
    await db.transaction(async (tx) => {
      await tx.delete(parcelMachines);
      await tx.insert(parcelMachines).values(seededRows);
    });
    seeded = await snapshot();
  });

  it('does nothing when PARCEL_MACHINES_URL is not set', async () => {
    expect(readConfig({}).parcelMachinesUrl).toBeUndefined();
    const status = await refresh({});
    expect(status).toMatchObject({ last_outcome: 'success', last_row_count: 0 });
    expect(await snapshot()).toEqual(seeded);
  });

  it('keeps the stored list on a failed, malformed, empty, oversized or slow download', async () => {
    const failures: [typeof answer, BackgroundServiceSettings, RegExp][] = [
      [{ status: 500, body: 'oops' }, { parcelMachinesUrl: url }, /HTTP 500/],
      [{ status: 200, body: '[{"ZIP": "1", "NAME": "half' }, { parcelMachinesUrl: url }, /not valid JSON/],
      [{ status: 200, body: '{"locations": []}' }, { parcelMachinesUrl: url }, /not a list/],
      [{ status: 200, body: '[]' }, { parcelMachinesUrl: url }, /no parcel machines/],
      [{ status: 200, body: JSON.stringify([{ ZIP: '1', NAME: 'Post office', TYPE: '1', A0_NAME: 'EE' }, { ZIP: '2', NAME: 'Vilnius', TYPE: '0', A0_NAME: 'LT' }]) }, { parcelMachinesUrl: url }, /no parcel machines/],
      [{ status: 200, body: fixture }, { parcelMachinesUrl: url, parcelMachinesDownload: { maxBytes: 100 } }, /over the limit/],
      ['hang', { parcelMachinesUrl: url, parcelMachinesDownload: { timeoutMs: 200 } }, /./],
      [{ status: 200, body: fixture }, { parcelMachinesUrl: 'http://127.0.0.1:1/locations.json' }, /./],
    ];
    for (const [served, settings, error] of failures) {
      answer = served;
      const status = await refresh(settings);
      expect(status.last_outcome, JSON.stringify(served).slice(0, 60)).toBe('failure');
      expect(status.last_error).toMatch(error);
      expect(await snapshot()).toEqual(seeded);
    }
  });

  it('writes new and changed machines, deactivates vanished ones and skips other countries and types', async () => {
    const status = await refresh();
    expect(status.last_outcome).toBe('success');
    const after = await snapshot();
    const byId = new Map(after.map((row) => [row.providerId, row]));
    expect(byId.get('99001')).toMatchObject({ name: 'Tallinna Ülemiste keskuse pakiautomaat (uus)', isActive: true });
    expect(byId.get('99002')).toMatchObject({ isActive: true });
    expect(byId.get('99002')!.updatedAt).toEqual(seeded.find((row) => row.providerId === '99002')!.updatedAt);
    expect(byId.get('99050')).toMatchObject({ name: 'Haapsalu Rannarootsi keskuse pakiautomaat', isActive: true, countryId: COUNTRY_ID.EE });
    expect(byId.get('99101')).toMatchObject({ isActive: true, countryId: COUNTRY_ID.LV });
    expect(byId.has('10001')).toBe(false);
    expect(byId.has('99201')).toBe(false);
    const vanished = seeded.filter((row) => !['99001', '99002', '99101'].includes(row.providerId));
    expect(vanished.length).toBeGreaterThan(0);
    for (const row of vanished) expect(byId.get(row.providerId)?.isActive, row.providerId).toBe(false);
    // New 99050, renamed 99001, and every vanished machine; unchanged 99002 and 99101 are not counted.
    expect(status.last_row_count).toBe(2 + vanished.length);

    const search = await api.request('GET', `/api/v1/deliveries/parcel-machines/?country_id=${COUNTRY_ID.EE}`);
    expect(search.body.map((machine: any) => machine.id)).toEqual(['omniva:99050', 'omniva:99002', 'omniva:99001']);

    // The same list again changes nothing; a machine that comes back is active again.
    expect((await refresh()).last_row_count).toBe(0);
    await db.update(parcelMachines).set({ isActive: false }).where(eq(parcelMachines.providerId, '99002'));
    expect((await refresh()).last_row_count).toBe(1);
    expect((await snapshot()).find((row) => row.providerId === '99002')?.isActive).toBe(true);
  });

  it('keeps the machines of a country the list no longer has', async () => {
    answer = { status: 200, body: JSON.stringify(JSON.parse(fixture).filter((entry: any) => entry.A0_NAME !== 'LV')) };
    const activeLatvian = async () => (await snapshot()).filter((row) => row.countryId === COUNTRY_ID.LV && row.isActive).length;
    const before = await activeLatvian();
    expect(before).toBeGreaterThan(0);
    expect((await refresh()).last_outcome).toBe('success');
    expect(await activeLatvian()).toBe(before);
  });

  it('runs from the admin background-services call with the configured URL', async () => {
    const admin = await api.login(SEED_LOGIN.TH_ADMIN);
    // From the list's state, one machine renamed since: the admin's run writes that one back.
    expect((await refresh()).last_outcome).toBe('success');
    await db.update(parcelMachines).set({ name: 'Old name' }).where(eq(parcelMachines.providerId, '99050'));
    const run = await api.request('POST', `/api/v1/administrator/background-services/${BACKGROUND_SERVICE.REFRESH_PARCEL_MACHINES}/run/`, { token: admin, body: {} });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ last_outcome: 'success', last_row_count: 1, last_trigger: 'manual' });
  });
});

describe('PARCEL_MACHINES_URL', () => {
  it('must be an http(s) URL', () => {
    expect(readConfig({ PARCEL_MACHINES_URL: ' https://www.omniva.ee/locations.json ' }).parcelMachinesUrl).toBe('https://www.omniva.ee/locations.json');
    expect(() => readConfig({ PARCEL_MACHINES_URL: 'file:///etc/passwd' })).toThrow(ConfigurationError);
    expect(() => readConfig({ PARCEL_MACHINES_URL: 'not a url' })).toThrow(ConfigurationError);
  });
});
