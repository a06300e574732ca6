/** Response schemas of the catalogue: the product card of @salon/domain is the wire shape. */
import { z } from 'zod';
import { APPROVAL, categorySchema, idSchema, popularSearchItemSchema, productCardBrandSchema, productCardSchema } from '@salon/domain';

export const brandResponse = productCardBrandSchema;

export const productCardsResponse = z.object({ results: z.array(productCardSchema) }).meta({ id: 'ProductListResponse' });

export const productSearchResponse = z.object({
  results: z.object({ products: z.array(productCardSchema), brands: z.array(brandResponse), categories: z.array(categorySchema) }),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
}).meta({ id: 'ProductSearchResponse' });

/** product null: the favourite's product is no longer visible to the viewer. */
export const favouriteResponse = z.object({ id: idSchema, product: productCardSchema.nullable() }).meta({ id: 'Favourite' });

const productReviewResponse = z
  .object({
    id: idSchema,
    rating: z.number().int(),
    comment: z.string(),
    /** First name and the last name's initial; null when the reviewer left neither. */
    author: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ProductReview' });

export const productReviewsResponse = z.object({ count: z.number().int(), results: z.array(productReviewResponse) }).meta({ id: 'ProductReviewsResponse' });

/** A review as its author has just written it: waiting for moderation. */
export const writtenReviewResponse = z
  .object({ id: idSchema, rating: z.number().int(), comment: z.string(), approval: z.enum(APPROVAL), created_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'WrittenProductReview' });

export const popularSearchResponse = popularSearchItemSchema.meta({ id: 'PopularSearchItem' });
