import { z } from 'zod';
import { RESTRICTION_SCOPE } from '../enums/restrictionScope';
import { idSchema, numberLikeSchema } from './primitives';
import { translatableSchema } from './translatable';

export const productRestrictionSchema = z.object({
  reason: z.string(),
  scope: z.enum(RESTRICTION_SCOPE).optional(),
});

/** Files come ordered; url is the stored file, mime_type tells images from documents. */
const productFileSchema = z.object({
  id: idSchema.optional(),
  url: z.string(),
  mime_type: z.string().optional(),
  name: z.string().optional(),
  order: z.number().int().optional(),
});

const productReviewsSchema = z.object({
  average_rating: z.number().nullable(),
  rating_count: z.number().int(),
});

/** A product as search and the cart return it. price null means it cannot be bought. */
export const productSchema = z.object({
  id: idSchema,
  internal_id: z.union([z.string(), z.number()]).nullable().optional(),
  name: z.string(),
  price: numberLikeSchema.nullable(),
  valid_restrictions: z.array(productRestrictionSchema).default([]),
  is_disabled: z.boolean().default(false),
  sale_delay: z.number().int().nullable().optional(),
  brand_name: z.string().nullable().optional(),
  brand_id: idSchema.nullable().optional(),
  slug: z.string(),
  description: z.string().nullable().optional(),
  available_stock: z.number().nullable().optional(),
  comparison_price: numberLikeSchema.nullable().optional(),
  old_price: numberLikeSchema.nullable().optional(),
  discount_rate: numberLikeSchema.nullable().optional(),
  files: z.array(productFileSchema).default([]),
  reviews: productReviewsSchema.nullable().optional(),
  is_color_variation: z.boolean().default(false),
});

/** A product in its stored, translatable form (admin editing, categories). */
export const rawProductSchema = z.object({
  id: idSchema,
  brand: z.object({ value: z.string() }).nullable(),
  i18n_name: translatableSchema,
  i18n_slug: translatableSchema,
  i18n_description: translatableSchema.nullable().optional(),
  categories: z.array(idSchema),
});
