import { and, asc, eq, like, type SQL } from 'drizzle-orm';
import { PARCEL_MACHINE_SEARCH_LIMIT, parcelMachineSearchWords } from '@salon/domain';
import type { Executor } from '../db/client';
import { parcelMachines } from '../db/schema';

type ParcelMachineRow = typeof parcelMachines.$inferSelect;

/**
 * The id shoppers send: carrier and the carrier's own id ("omniva:96331"). It survives the
 * refresh and a rebuilt database, which the table's serial id would not.
 */
export const parcelMachinePublicId = (row: Pick<ParcelMachineRow, 'provider' | 'providerId'>) => `${row.provider}:${row.providerId}`;

function splitPublicId(id: string): { provider: string; providerId: string } | null {
  const separator = id.indexOf(':');
  if (separator <= 0 || separator === id.length - 1) return null;
  return { provider: id.slice(0, separator), providerId: id.slice(separator + 1) };
}

function serializeParcelMachine(row: ParcelMachineRow) {
  return { id: parcelMachinePublicId(row), provider: row.provider, provider_id: row.providerId, name: row.name, address: row.address, city: row.city, county: row.county, country_id: row.countryId };
}

/**
 * What an order keeps of its machine: a copy, so a later rename or closure by the carrier does
 * not change what a placed order says.
 */
export function parcelMachineSnapshot(row: ParcelMachineRow) {
  return { id: parcelMachinePublicId(row), provider: row.provider, provider_id: row.providerId, name: row.name, address: row.address, city: row.city, country_id: row.countryId };
}
export type ParcelMachineSnapshot = ReturnType<typeof parcelMachineSnapshot>;

/** LIKE treats % and _ as wildcards: a shopper's text must match literally. */
const likeLiteral = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Active machines of a country whose name, address, city or county hold every word of the search, by city and name. */
export async function searchParcelMachines(db: Executor, countryId: number, search: string | undefined) {
  const words: SQL[] = parcelMachineSearchWords(search).map((word) => like(parcelMachines.searchText, likeLiteral(word)));
  const rows = await db
    .select()
    .from(parcelMachines)
    .where(and(eq(parcelMachines.countryId, countryId), eq(parcelMachines.isActive, true), ...words))
    .orderBy(asc(parcelMachines.city), asc(parcelMachines.name), asc(parcelMachines.id))
    .limit(PARCEL_MACHINE_SEARCH_LIMIT);
  return rows.map(serializeParcelMachine);
}

/** The active machine with this public id in this country, or null. */
export async function findActiveParcelMachine(db: Executor, publicId: string, countryId: number): Promise<ParcelMachineRow | null> {
  const key = splitPublicId(publicId);
  if (!key) return null;
  const [row] = await db
    .select()
    .from(parcelMachines)
    .where(and(eq(parcelMachines.provider, key.provider), eq(parcelMachines.providerId, key.providerId), eq(parcelMachines.countryId, countryId), eq(parcelMachines.isActive, true)));
  return row ?? null;
}

