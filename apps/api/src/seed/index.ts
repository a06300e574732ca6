import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createRandom } from './prng';
import { seedCatalogue } from './seedCatalogue';
import { seedPeople } from './seedPeople';
import { seedReferenceData } from './seedReference';
import { seedCreator } from './seedCreator';
import { seedDeliveryMethods, seedEvents, seedParcelMachines, seedJobAdvertisements, seedOrderHistory, seedSearchStatistics } from './seedExtras';

/** Fixed PRNG seed: the same catalogue on every machine. */
const SEED = 20251121;

export interface SeedOptions {
  products: number;
  /**
   * The demo catalogue, demo accounts (with the published SEED_PASSWORD, one full administrator),
   * orders and content. false seeds only the reference data a real shop needs (seedReference.ts).
   */
  demo: boolean;
  /** Reference time for relative dates (events, job ads, order history). */
  now?: Date;
}

/** True when nothing has been seeded yet (no countries, which every seed writes first). */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from countries) as seeded`);
  const rows = (result as unknown as { rows: { seeded: boolean }[] }).rows;
  return !rows[0]?.seeded;
}

/** Fills an empty database in one transaction, so a crash never leaves half a seed behind. */
export async function seedDatabase(db: Executor, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const random = createRandom(SEED);
  await db.transaction(async (tx) => {
    const reference = await seedReferenceData(tx);
    if (!options.demo) return;
    const people = await seedPeople(tx, reference);
    const catalogue = await seedCatalogue(tx, random, options.products);
    await seedEvents(tx, now);
    await seedDeliveryMethods(tx);
    await seedParcelMachines(tx, now);
    await seedJobAdvertisements(tx, now);
    await seedOrderHistory(tx, random, people, now);
    await seedSearchStatistics(tx, random, catalogue);
    await seedCreator(tx, catalogue, now);
  });
  // Fresh statistics let the planner pick the GIN search indexes instead of sequential scans.
  await db.execute(sql`analyze`);
}
