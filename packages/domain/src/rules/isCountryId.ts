import { COUNTRY_ID, type CountryId } from '../constants/country';

const COUNTRY_IDS: readonly unknown[] = Object.values(COUNTRY_ID);

/** A country the store delivers to (the delivery-country cookie, the delivery-country form). */
export const isCountryId = (value: unknown): value is CountryId => COUNTRY_IDS.includes(value);
