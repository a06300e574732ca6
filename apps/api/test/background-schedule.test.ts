import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from './support/testApi';
import { loginThrottle } from '../src/db/schema';
import { BACKGROUND_SERVICE, BACKGROUND_SERVICE_TRIGGER, runBackgroundService } from '../src/services/backgroundServices';
import { createContentVersion } from '../src/lib/contentVersion';

// Several API processes on one database (issue 18 item 8): each scheduled job runs once per
// interval, whichever process ticks first, and a job that changed rows moves the content version.
const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const HOUR_MS = 3_600_000;
const scheduled = (onChanged?: () => Promise<unknown>) =>
  runBackgroundService(db, BACKGROUND_SERVICE.PRUNE_LOGIN_THROTTLE, BACKGROUND_SERVICE_TRIGGER.SCHEDULE, null, {}, { skipIfStartedWithinMs: HOUR_MS, onChanged });

describe('the background schedule across API processes', () => {
  it('runs a job once per interval: a second process ticking right after skips it', async () => {
    const staleWindow = new Date(Date.now() - 30 * 24 * HOUR_MS);
    await db.insert(loginThrottle).values({ scope: 'ip', key: '198.51.100.7', failures: 3, windowStartedAt: staleWindow });
    const version = createContentVersion(db, 0);
    const before = await version.current();

    // Two processes whose timers fire together: one runs the job, the other finds it started.
    const [first, second] = await Promise.all([scheduled(() => version.bump()), scheduled(() => version.bump())]);
    expect(first.run_count).toBeGreaterThanOrEqual(1);
    const after = await runBackgroundService(db, BACKGROUND_SERVICE.PRUNE_LOGIN_THROTTLE, BACKGROUND_SERVICE_TRIGGER.SCHEDULE, null, {}, { skipIfStartedWithinMs: HOUR_MS });
    expect([first.run_count, second.run_count, after.run_count]).toEqual([1, 1, 1]);
    expect(after.last_row_count).toBe(1);
    expect(await db.select().from(loginThrottle)).toEqual([]);
    // The pruned row was shared data written without a request: the caches must not outlive it.
    expect(Number(await version.current())).toBe(Number(before) + 1);

    // A manual run (an administrator's button) is never skipped.
    const manual = await runBackgroundService(db, BACKGROUND_SERVICE.PRUNE_LOGIN_THROTTLE, BACKGROUND_SERVICE_TRIGGER.MANUAL);
    expect(manual.run_count).toBe(2);
  });
});
