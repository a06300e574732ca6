import type { Translations } from '../db/schema';

/**
 * The text the trigram index works on: every locale's name, the brand and the internal id,
 * lower-cased. Kept in products.search_text by whoever writes products.
 */
export function productSearchText(name: Translations, brandName: string, internalId: string): string {
  return [...Object.values(name).map((entry) => entry.value), brandName, internalId].join(' ').toLowerCase();
}
