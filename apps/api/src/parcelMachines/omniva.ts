import { z } from 'zod';

export const PARCEL_MACHINE_PROVIDER = { OMNIVA: 'omniva' } as const;

/** Omniva's TYPE of a parcel machine; 1 is a post office, which takes no parcels for us. */
const OMNIVA_PARCEL_MACHINE_TYPE = '0';
/** The store delivers to Estonia and Latvia only: the list also holds Lithuania. */
const PARCEL_MACHINE_COUNTRY_CODES = ['EE', 'LV'] as const;
type ParcelMachineCountryCode = (typeof PARCEL_MACHINE_COUNTRY_CODES)[number];

/** A machine as the store keeps it, whichever carrier it came from. */
export interface ParcelMachineInput {
  provider: string;
  providerId: string;
  name: string;
  address: string;
  city: string;
  county: string;
  countryCode: ParcelMachineCountryCode;
}

// The carrier sends every value as a string today; numbers are accepted in case that changes.
const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const optionalText = text.optional().transform((value) => value ?? '');

/** One entry of https://www.omniva.ee/locations.json (only the fields the store uses). */
const omnivaLocationSchema = z.object({
  ZIP: text.pipe(z.string().min(1).max(32)),
  NAME: text.pipe(z.string().min(1).max(255)),
  TYPE: text,
  A0_NAME: text,
  A1_NAME: optionalText,
  A2_NAME: optionalText,
  A3_NAME: optionalText,
  A5_NAME: optionalText,
  A7_NAME: optionalText,
});

const omnivaLocationsSchema = z.array(z.unknown());

export interface ParsedLocations {
  machines: ParcelMachineInput[];
  /** Entries that did not have the expected shape: skipped, and reported by the refresh. */
  invalid: number;
}

const isStoreCountry = (code: string): code is ParcelMachineCountryCode => (PARCEL_MACHINE_COUNTRY_CODES as readonly string[]).includes(code);

/**
 * The parcel machines of Estonia and Latvia in Omniva's locations list. A malformed entry is
 * skipped rather than failing the list: one bad row must not keep every other change out.
 * A list that is not an array at all throws.
 */
export function parseOmnivaLocations(json: unknown): ParsedLocations {
  const entries = omnivaLocationsSchema.parse(json);
  const machines = new Map<string, ParcelMachineInput>();
  let invalid = 0;
  for (const entry of entries) {
    const parsed = omnivaLocationSchema.safeParse(entry);
    if (!parsed.success) {
      invalid += 1;
      continue;
    }
    const location = parsed.data;
    const country = location.A0_NAME.toUpperCase();
    if (location.TYPE !== OMNIVA_PARCEL_MACHINE_TYPE || !isStoreCountry(country)) continue;
    machines.set(location.ZIP, {
      provider: PARCEL_MACHINE_PROVIDER.OMNIVA,
      providerId: location.ZIP,
      name: location.NAME,
      address: [location.A5_NAME, location.A7_NAME].filter(Boolean).join(' '),
      // Rural machines name their parish in A2 and their village in A3.
      city: location.A2_NAME || location.A3_NAME || location.A1_NAME,
      county: location.A1_NAME,
      countryCode: country,
    });
  }
  return { machines: [...machines.values()], invalid };
}
