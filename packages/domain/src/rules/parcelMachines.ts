import { DELIVERY_KIND } from '../enums/deliveryKind';

/** One search answers at most this many machines: a list longer than a screen is not read. */
export const PARCEL_MACHINE_SEARCH_LIMIT = 20;
/** Words of a search beyond this add nothing a shopper needs and only cost the database. */
export const PARCEL_MACHINE_SEARCH_MAX_WORDS = 5;
export const PARCEL_MACHINE_SEARCH_MAX_LENGTH = 100;

/** Only parcel-machine delivery hands the parcel to a machine, so only it needs one chosen. */
export const deliveryNeedsParcelMachine = (kind: string | null | undefined): boolean => kind === DELIVERY_KIND.PARCEL_MACHINE;

/** Only a courier brings the parcel to a street address. */
export const deliveryNeedsAddress = (kind: string | null | undefined): boolean => kind === DELIVERY_KIND.COURIER;

/**
 * The words of a machine search: each must appear in the name, city or address, so "tallinn
 * ülemiste" finds the Ülemiste machine in Tallinn whichever field holds which word.
 */
export function parcelMachineSearchWords(search: string | null | undefined): string[] {
  const words = (search ?? '').trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, PARCEL_MACHINE_SEARCH_MAX_WORDS);
}

export interface ParcelMachineLabelParts {
  name: string;
  address: string;
  city: string;
}

/** How a machine is named to a shopper: in lists, the order summary, the account and the e-mail. */
export function parcelMachineLabel(machine: ParcelMachineLabelParts): string {
  const place = [machine.address, machine.city].map((part) => part.trim()).filter(Boolean).join(', ');
  return place ? `${machine.name} (${place})` : machine.name;
}
