/** Response schemas of the catalogue administration, from the serialisers in ./index.ts. */
import { z } from 'zod';
import { APPROVAL, categorySchema, FILE_KIND, idSchema, numericStringSchema, productCardBrandSchema, RESTRICTION_SCOPE, translatableSchema } from '@salon/domain';

const isoDateTime = z.iso.datetime({ offset: true });
const money = numericStringSchema;

export const adminProductRow = z.object({
  id: idSchema,
  internal_id: z.string(),
  name: translatableSchema,
  brand_id: idSchema,
  price: money.nullable(),
  old_price: money.nullable(),
  discount_rate: z.number().int(),
  available_stock: z.number().int(),
  is_disabled: z.boolean(),
  popularity: z.number().int(),
  business_popularity: z.number().int(),
  updated_at: isoDateTime,
});

export const adminRestriction = z.object({ id: idSchema, product_id: idSchema, scope: z.enum(RESTRICTION_SCOPE), value: z.string(), reason: z.string() }).meta({ id: 'AdminProductRestriction' });

/** Everything the product edit page shows. */
export const adminProductDetail = z
  .object({
    id: idSchema,
    internal_id: z.string(),
    i18n_name: translatableSchema,
    i18n_slug: translatableSchema,
    i18n_description: translatableSchema,
    price: money.nullable(),
    old_price: money.nullable(),
    comparison_price: money.nullable(),
    discount_rate: z.number().int(),
    available_stock: z.number().int(),
    sale_delay: z.number().int(),
    is_disabled: z.boolean(),
    is_professional: z.boolean(),
    is_color_variation: z.boolean(),
    is_highlighted: z.boolean(),
    is_business_highlighted: z.boolean(),
    is_fair_favourite: z.boolean(),
    is_brand_favourite: z.boolean(),
    popularity: z.number().int(),
    business_popularity: z.number().int(),
    brand_id: idSchema,
    brand: productCardBrandSchema.nullable(),
    categories: z.array(idSchema),
    category_names: z.array(z.object({ id: idSchema, i18n_name: translatableSchema })),
    restrictions: z.array(adminRestriction),
    files: z.array(z.object({ id: idSchema, order: z.number().int(), kind: z.enum(FILE_KIND), mime_type: z.string(), url: z.string(), file_type: z.number().int() })),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'AdminProductDetail' });

export const adminPopularProduct = adminProductRow
  .pick({ id: true, internal_id: true, name: true, brand_id: true, is_disabled: true, popularity: true, business_popularity: true })
  .extend({ is_highlighted: z.boolean(), is_business_highlighted: z.boolean(), is_fair_favourite: z.boolean(), is_brand_favourite: z.boolean() });

export const adminBrand = productCardBrandSchema.extend({ created_at: isoDateTime });

/** The category as the admin edits it: the parent under its column name, and name/slug beside their i18n_ copies. */
export const adminCategory = categorySchema.omit({ parent: true }).extend({ parent_id: idSchema.nullable(), name: translatableSchema, slug: translatableSchema }).meta({ id: 'AdminCategory' });

export const categorySortingResponse = z.object({ parent_id: idSchema.nullable(), results: z.array(adminCategory) });

export const adminReview = z.object({
  id: idSchema,
  product_id: idSchema,
  /** List rows only: what the product is called, so staff judge the review in its context. */
  product_name: translatableSchema.optional(),
  user_id: idSchema.nullable(),
  rating: z.number().int(),
  comment: z.string(),
  status: z.enum(APPROVAL),
  created_at: isoDateTime,
});
