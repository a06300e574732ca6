import { DOMAIN, type Domain } from '../constants/country';

export interface DeliveryCountryKnowledge {
  /** The active customer's stored delivery country, if any. */
  customerDeliveryCountryId: number | null | undefined;
  /** Whether the delivery-country cookie holds a readable country. */
  hasSavedCountry: boolean;
  domain: Domain;
}

/**
 * Spec section 4, first load: with no known delivery country the delivery-country-and-language
 * modal opens, except on the Latvian domain (its country is Latvia). The server decides, so the
 * modal is in the page as it arrives.
 */
export const needsDeliveryCountryChoice = ({ customerDeliveryCountryId, hasSavedCountry, domain }: DeliveryCountryKnowledge): boolean =>
  !customerDeliveryCountryId && !hasSavedCountry && domain !== DOMAIN.LV;
