/**
 * Company identifiers of the shop's two markets, checked the same way by the add-business-account
 * form and the API. Registry codes: Estonia 8 digits (äriregistri kood), Latvia 11 digits
 * (reģistrācijas numurs). VAT numbers: EE and 9 digits, LV and 11 digits. Spaces are ignored.
 */
const REGISTRY_CODE = /^(\d{8}|\d{11})$/;
const VAT_NUMBER = /^(EE\d{9}|LV\d{11})$/;

/** The value without spaces, letters upper-cased: how codes are compared and stored. */
export const normaliseBusinessId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isRegistryCode = (value: string): boolean => REGISTRY_CODE.test(normaliseBusinessId(value));

export const isVatNumber = (value: string): boolean => VAT_NUMBER.test(normaliseBusinessId(value));

/** A user may act for this many customers at most: adding more is refused (limits abuse of self-service). */
export const MAX_CUSTOMERS_PER_USER = 20;
