import { CENTS_PER_EUR } from '@salon/domain';

/** Money is handled in whole cents so sums never pick up float noise. */
export type Cents = number;

export const toCents = (amount: string | number | null | undefined): Cents => Math.round(Number(amount ?? 0) * CENTS_PER_EUR);

/** Cents to the API's number-string form, e.g. 1250 -> "12.50". */
export const centsToAmount = (cents: Cents): string => (cents / CENTS_PER_EUR).toFixed(2);
