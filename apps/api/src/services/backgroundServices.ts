import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ABANDONED_CART_AFTER_DAYS, MS_PER_DAY, ORDER_STATUS } from '@salon/domain';
import type { AuthenticatedUser } from '../context';
import type { Database, Executor } from '../db/client';
import { authTokens, backgroundServices, loginThrottle, orders, searchStatistics } from '../db/schema';
import { LOGIN_FAILURE_WINDOW_MS } from '../auth/loginThrottle';
import { AUDIT_ACTION, recordAudit } from './audit';
import { downloadParcelMachines } from '../parcelMachines/download';
import { PARCEL_MACHINE_PROVIDER } from '../parcelMachines/omniva';
import { storeParcelMachines } from '../parcelMachines/store';

/** Search rows older than this no longer say what shoppers look for now. */
const SEARCH_STATISTICS_RETENTION_DAYS = 365;

export const BACKGROUND_SERVICE = {
  EXPIRE_STALE_CARTS: 'expire-stale-carts',
  PRUNE_LOGIN_THROTTLE: 'prune-login-throttle',
  PRUNE_EXPIRED_TOKENS: 'prune-expired-tokens',
  REFRESH_SEARCH_STATISTICS: 'refresh-search-statistics',
  REFRESH_PARCEL_MACHINES: 'refresh-parcel-machines',
} as const;
export type BackgroundServiceName = (typeof BACKGROUND_SERVICE)[keyof typeof BACKGROUND_SERVICE];

export const BACKGROUND_SERVICE_TRIGGER = { MANUAL: 'manual', SCHEDULE: 'schedule' } as const;
export type BackgroundServiceTrigger = (typeof BACKGROUND_SERVICE_TRIGGER)[keyof typeof BACKGROUND_SERVICE_TRIGGER];

/** Deployment settings some services need (from ApiConfig). */
export interface BackgroundServiceSettings {
  /** Omniva's locations JSON; unset = the parcel machine refresh does nothing. */
  parcelMachinesUrl?: string | undefined;
  /** Tests shorten these. */
  parcelMachinesDownload?: { timeoutMs?: number; maxBytes?: number };
}

interface BackgroundServiceDefinition {
  name: BackgroundServiceName;
  description: string;
  /**
   * Slow work outside the database (a download), before the transaction: PGlite has a single
   * connection, and a transaction held open while waiting on the network would stall every
   * request. Its result goes to run.
   */
  prepare?: (settings: BackgroundServiceSettings) => Promise<unknown>;
  /** Does the work inside the run's transaction; returns the number of rows it changed. */
  run: (tx: Executor, now: Date, prepared: unknown) => Promise<number>;
}

/** Keeps the type of a service's prepared value between its two steps. */
function withPreparation<T>(definition: {
  name: BackgroundServiceName;
  description: string;
  prepare: (settings: BackgroundServiceSettings) => Promise<T>;
  run: (tx: Executor, now: Date, prepared: T) => Promise<number>;
}): BackgroundServiceDefinition {
  return { ...definition, run: (tx, now, prepared) => definition.run(tx, now, prepared as T) };
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The registry (docs/decisions/0016). Every service is idempotent, so any instance may run it. */
export const BACKGROUND_SERVICES: readonly BackgroundServiceDefinition[] = [
  {
    name: BACKGROUND_SERVICE.EXPIRE_STALE_CARTS,
    description: `Deletes anonymous carts (draft orders without user or customer) unchanged for ${ABANDONED_CART_AFTER_DAYS} days.`,
    run: async (tx, now) => {
      const deleted = await tx
        .delete(orders)
        .where(
          and(
            inArray(orders.status, [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT]),
            isNull(orders.userId),
            isNull(orders.customerUuid),
            lte(orders.updatedAt, ago(now, ABANDONED_CART_AFTER_DAYS * MS_PER_DAY)),
          ),
        )
        .returning({ uuid: orders.uuid });
      return deleted.length;
    },
  },
  {
    name: BACKGROUND_SERVICE.PRUNE_LOGIN_THROTTLE,
    description: 'Deletes failed-login counters whose window has ended and whose lock, if any, has expired.',
    run: async (tx, now) => {
      const deleted = await tx
        .delete(loginThrottle)
        .where(
          and(
            lte(loginThrottle.windowStartedAt, ago(now, LOGIN_FAILURE_WINDOW_MS)),
            or(isNull(loginThrottle.lockedUntil), lte(loginThrottle.lockedUntil, now)),
          ),
        )
        .returning({ key: loginThrottle.key });
      return deleted.length;
    },
  },
  {
    name: BACKGROUND_SERVICE.PRUNE_EXPIRED_TOKENS,
    description: 'Deletes login tokens that have expired or were revoked (logout, deactivated user).',
    run: async (tx, now) => {
      const deleted = await tx
        .delete(authTokens)
        .where(or(lte(authTokens.expiresAt, now), lte(authTokens.revokedAt, now)))
        .returning({ id: authTokens.id });
      return deleted.length;
    },
  },
  {
    name: BACKGROUND_SERVICE.REFRESH_SEARCH_STATISTICS,
    description: `Deletes search statistics older than ${SEARCH_STATISTICS_RETENTION_DAYS} days and refreshes the planner statistics of the search tables.`,
    run: async (tx, now) => {
      const deleted = await tx
        .delete(searchStatistics)
        .where(lte(searchStatistics.createdAt, ago(now, SEARCH_STATISTICS_RETENTION_DAYS * MS_PER_DAY)))
        .returning({ id: searchStatistics.id });
      // Full-text and trigram plans depend on fresh statistics after bulk changes.
      await tx.execute(sql`analyze products, search_statistics`);
      return deleted.length;
    },
  },
  withPreparation({
    name: BACKGROUND_SERVICE.REFRESH_PARCEL_MACHINES,
    description:
      'Downloads the parcel machine list from PARCEL_MACHINES_URL (off when unset), writes new and changed machines and deactivates vanished ones; a failed, malformed or empty download changes nothing.',
    prepare: async (settings) => (settings.parcelMachinesUrl ? downloadParcelMachines(settings.parcelMachinesUrl, settings.parcelMachinesDownload) : null),
    run: async (tx, now, download) => {
      if (!download) return 0;
      if (download.invalid > 0) console.warn(`[background] ${BACKGROUND_SERVICE.REFRESH_PARCEL_MACHINES}: skipped ${download.invalid} malformed entries`);
      return storeParcelMachines(tx, PARCEL_MACHINE_PROVIDER.OMNIVA, download.machines, now);
    },
  }),
];

export const isBackgroundServiceName = (name: string): name is BackgroundServiceName => BACKGROUND_SERVICES.some((service) => service.name === name);

type StatusRow = typeof backgroundServices.$inferSelect;

function serializeStatus(definition: BackgroundServiceDefinition, row: StatusRow | undefined) {
  return {
    name: definition.name,
    description: definition.description,
    last_started_at: row?.lastStartedAt?.toISOString() ?? null,
    last_finished_at: row?.lastFinishedAt?.toISOString() ?? null,
    last_duration_ms: row?.lastDurationMs ?? null,
    last_outcome: row?.lastOutcome ?? null,
    last_row_count: row?.lastRowCount ?? null,
    last_error: row?.lastError ?? null,
    last_trigger: row?.lastTrigger ?? null,
    run_count: row?.runCount ?? 0,
    failure_count: row?.failureCount ?? 0,
  };
}
export type BackgroundServiceStatus = ReturnType<typeof serializeStatus>;

/** Every registered service with its last run (services never run have null fields). */
export async function listBackgroundServiceStatuses(db: Executor): Promise<BackgroundServiceStatus[]> {
  const rows = await db.select().from(backgroundServices).orderBy(asc(backgroundServices.name));
  const byName = new Map(rows.map((row) => [row.name, row]));
  return BACKGROUND_SERVICES.map((definition) => serializeStatus(definition, byName.get(definition.name)));
}

interface RunOptions {
  /**
   * A scheduled run is skipped when any instance started this service less than this long ago:
   * with several API processes on one database each job runs once per interval, not once per
   * process.
   */
  skipIfStartedWithinMs?: number;
  /** Called after a run that changed rows: background writes change shared data without a request. */
  onChanged?: () => Promise<unknown>;
}

/**
 * Runs one service now. The work and its status row change in one transaction that holds the
 * status row's lock, so a second run (another instance, another admin) waits for the first. A
 * failed run rolls its work back and records the failure afterwards.
 */
export async function runBackgroundService(
  db: Database,
  name: BackgroundServiceName,
  trigger: BackgroundServiceTrigger,
  user: AuthenticatedUser | null = null,
  settings: BackgroundServiceSettings = {},
  options: RunOptions = {},
): Promise<BackgroundServiceStatus> {
  const definition = BACKGROUND_SERVICES.find((service) => service.name === name)!;
  await db.insert(backgroundServices).values({ name }).onConflictDoNothing();
  const started = new Date();
  const { skipIfStartedWithinMs } = options;
  const startedRecently = (row: { lastStartedAt: Date | null } | undefined) =>
    skipIfStartedWithinMs !== undefined && row?.lastStartedAt != null && started.getTime() - row.lastStartedAt.getTime() < skipIfStartedWithinMs;
  let changedRows = 0;
  try {
    // Checked before the (possibly slow) preparation, and again under the lock below.
    const [before] = await db.select().from(backgroundServices).where(eq(backgroundServices.name, name));
    if (startedRecently(before)) return serializeStatus(definition, before);
    const prepared = definition.prepare ? await definition.prepare(settings) : undefined;
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ lastStartedAt: backgroundServices.lastStartedAt })
        .from(backgroundServices)
        .where(eq(backgroundServices.name, name))
        .for('update');
      // Another instance ran it while this one prepared or waited for the lock.
      if (startedRecently(locked)) return;
      const rowCount = await definition.run(tx, started, prepared);
      changedRows = rowCount;
      const finished = new Date();
      await tx
        .update(backgroundServices)
        .set({
          lastStartedAt: started,
          lastFinishedAt: finished,
          lastDurationMs: finished.getTime() - started.getTime(),
          lastOutcome: 'success',
          lastRowCount: rowCount,
          lastError: null,
          lastTrigger: trigger,
          runCount: sql`${backgroundServices.runCount} + 1`,
        })
        .where(eq(backgroundServices.name, name));
      if (user) await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'background_service', name, { run: trigger, row_count: rowCount });
    });
  } catch (error) {
    const finished = new Date();
    await db
      .update(backgroundServices)
      .set({
        lastStartedAt: started,
        lastFinishedAt: finished,
        lastDurationMs: finished.getTime() - started.getTime(),
        lastOutcome: 'failure',
        lastRowCount: null,
        lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        lastTrigger: trigger,
        runCount: sql`${backgroundServices.runCount} + 1`,
        failureCount: sql`${backgroundServices.failureCount} + 1`,
      })
      .where(eq(backgroundServices.name, name));
    if (user) {
      await db.transaction((tx) => recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'background_service', name, { run: trigger, outcome: 'failure' }));
    }
  }
  if (changedRows > 0) await options.onChanged?.();
  const [row] = await db.select().from(backgroundServices).where(eq(backgroundServices.name, name));
  return serializeStatus(definition, row);
}

/**
 * A scheduled run counts as done for the interval when another instance started it within this
 * share of the interval: timers of different processes tick at different moments and drift a little.
 */
const SCHEDULE_TOLERANCE = 0.9;

/**
 * Runs every service once per interval (BACKGROUND_SERVICES_INTERVAL_SECONDS; 0 = off), across
 * all API processes on the database: a process skips a service another one started within the
 * interval. Started only by server.ts, never by createApp, so tests do not run it. Returns the
 * stop function. `onChanged` runs after a service changed rows (server.ts moves the content version).
 */
export function startBackgroundServiceScheduler(
  db: Database,
  intervalMs: number,
  log: (message: string) => void = console.log,
  settings: BackgroundServiceSettings = {},
  onChanged?: () => Promise<unknown>,
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const service of BACKGROUND_SERVICES) {
        const status = await runBackgroundService(db, service.name, BACKGROUND_SERVICE_TRIGGER.SCHEDULE, null, settings, {
          skipIfStartedWithinMs: intervalMs * SCHEDULE_TOLERANCE,
          onChanged,
        });
        if (status.last_outcome === 'failure') log(`[background] ${service.name} failed: ${status.last_error}`);
      }
    } catch (error) {
      log(`[background] run stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
