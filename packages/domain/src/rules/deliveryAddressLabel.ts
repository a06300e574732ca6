/** The parts of a delivery address that its one-line label shows. */
export interface DeliveryAddressLabelParts {
  name?: string | null;
  street: string;
  postal_code: string;
  city: string;
}

/** A delivery address on one line, as shoppers, staff and mails read it: "Mari Tamm, Pärnu mnt 1, 10141 Tallinn". */
export function deliveryAddressLabel(address: DeliveryAddressLabelParts): string {
  return [address.name, address.street, `${address.postal_code} ${address.city}`.trim()].map((part) => part?.trim()).filter(Boolean).join(', ');
}
