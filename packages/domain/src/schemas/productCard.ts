import type { Translatable } from './translatable';

/** The brand a product card carries. */
export interface ProductCardBrand {
  id: number;
  value: string;
  slug: string;
}

/** One of a product card's files, in display order. */
interface ProductCardFile {
  id: number;
  order: number;
  kind: string;
  mime_type: string;
  url: string;
  type: number;
}

/** A restriction that stops the viewer from buying the product. */
export interface ProductCardRestriction {
  scope: string;
  value: string;
  reason: string;
}

/**
 * A product as search results, lists and cart lines show it (spec section 3): the wire shape
 * apps/api answers with and @salon/api-client reads. price null: not purchasable.
 */
export interface ProductCard {
  id: number;
  internal_id: string;
  name: string;
  slug: string;
  description: string;
  i18n_name: Translatable;
  i18n_slug: Translatable;
  i18n_description: Translatable;
  price: string | null;
  old_price: string | null;
  comparison_price: string | null;
  discount_rate: number;
  available_stock: number;
  sale_delay: number;
  is_disabled: boolean;
  is_color_variation: boolean;
  brand_id: number;
  brand_name: string;
  brand: ProductCardBrand;
  categories: number[];
  valid_restrictions: ProductCardRestriction[];
  files: ProductCardFile[];
  reviews: { average_rating: number | null; rating_count: number };
}
