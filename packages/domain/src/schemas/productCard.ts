import { z } from 'zod';
import { idSchema, numericStringSchema } from './primitives';
import { translatableSchema } from './translatable';

/** The brand a product card carries. */
export const productCardBrandSchema = z.object({
  id: idSchema,
  value: z.string(),
  slug: z.string(),
}).meta({ id: 'BrandRef' });
export type ProductCardBrand = z.infer<typeof productCardBrandSchema>;

/** One of a product card's files, in display order. */
const productCardFileSchema = z.object({
  id: idSchema,
  order: z.number().int(),
  kind: z.string(),
  mime_type: z.string(),
  url: z.string(),
  type: z.number().int(),
});

/** A restriction that stops the viewer from buying the product. */
export const productCardRestrictionSchema = z.object({
  scope: z.string(),
  value: z.string(),
  reason: z.string(),
}).meta({ id: 'ProductRestriction' });

/**
 * A product as search results, lists and cart lines show it (spec section 3): the wire shape
 * apps/api answers with (its documented response schema) and @salon/api-client reads.
 * price null: not purchasable.
 */
export const productCardSchema = z.object({
  id: idSchema,
  internal_id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  i18n_name: translatableSchema,
  i18n_slug: translatableSchema,
  i18n_description: translatableSchema,
  price: numericStringSchema.nullable(),
  old_price: numericStringSchema.nullable(),
  comparison_price: numericStringSchema.nullable(),
  discount_rate: z.number(),
  available_stock: z.number(),
  sale_delay: z.number(),
  is_disabled: z.boolean(),
  is_color_variation: z.boolean(),
  brand_id: idSchema,
  brand_name: z.string(),
  brand: productCardBrandSchema,
  categories: z.array(idSchema),
  valid_restrictions: z.array(productCardRestrictionSchema),
  files: z.array(productCardFileSchema),
  reviews: z.object({ average_rating: z.number().nullable(), rating_count: z.number().int() }),
}).meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;
