import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { countries, parcelMachines } from '../db/schema';
import type { ParcelMachineInput } from './omniva';

/** Rows per upsert statement: 8 parameters each, far inside PostgreSQL's 65535. */
const ROWS_PER_UPSERT = 500;

const parcelMachineSearchText = (machine: Pick<ParcelMachineInput, 'name' | 'address' | 'city' | 'county'>) =>
  [machine.name, machine.address, machine.city, machine.county].join(' ').toLocaleLowerCase();

/** A download that yields nothing is a broken download, not a carrier without machines. */
class EmptyParcelMachineListError extends Error {
  override name = 'EmptyParcelMachineListError';
}

/**
 * Brings one carrier's machines in line with its list: new and changed machines are written
 * (updated_at moves only on a real change), machines missing from the list are deactivated.
 * Deactivation happens only in countries the list has machines for, so a list that lost a
 * whole country keeps that country's machines. Returns the number of rows changed.
 */
export async function storeParcelMachines(tx: Executor, provider: string, machines: readonly ParcelMachineInput[], now: Date): Promise<number> {
  const countryIds = new Map((await tx.select({ id: countries.id, isoCode: countries.isoCode }).from(countries)).map((row) => [row.isoCode, row.id]));
  const rows = machines.flatMap((machine) => {
    const countryId = countryIds.get(machine.countryCode);
    if (countryId === undefined) return [];
    const searchText = parcelMachineSearchText(machine);
    return [{ provider, providerId: machine.providerId, name: machine.name, address: machine.address, city: machine.city, county: machine.county, countryId, searchText, isActive: true, updatedAt: now }];
  });
  if (rows.length === 0) throw new EmptyParcelMachineListError(`The ${provider} list has no parcel machines in the store's countries; the stored list is kept.`);

  let changed = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_UPSERT) {
    const written = await tx
      .insert(parcelMachines)
      .values(rows.slice(start, start + ROWS_PER_UPSERT))
      .onConflictDoUpdate({
        target: [parcelMachines.provider, parcelMachines.providerId],
        set: {
          name: sql`excluded.name`,
          address: sql`excluded.address`,
          city: sql`excluded.city`,
          county: sql`excluded.county`,
          countryId: sql`excluded.country_id`,
          searchText: sql`excluded.search_text`,
          isActive: true,
          updatedAt: now,
        },
        setWhere: sql`(${parcelMachines.name}, ${parcelMachines.address}, ${parcelMachines.city}, ${parcelMachines.county}, ${parcelMachines.countryId}, ${parcelMachines.isActive})
          is distinct from (excluded.name, excluded.address, excluded.city, excluded.county, excluded.country_id, true)`,
      })
      .returning({ id: parcelMachines.id });
    changed += written.length;
  }

  const listedCountries = [...new Set(rows.map((row) => row.countryId))];
  const vanished = await tx
    .update(parcelMachines)
    .set({ isActive: false, updatedAt: now })
    .where(
      and(
        eq(parcelMachines.provider, provider),
        eq(parcelMachines.isActive, true),
        inArray(parcelMachines.countryId, listedCountries),
        notInArray(
          parcelMachines.providerId,
          rows.map((row) => row.providerId),
        ),
      ),
    )
    .returning({ id: parcelMachines.id });
  return changed + vanished.length;
}
