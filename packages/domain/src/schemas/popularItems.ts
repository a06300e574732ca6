import { z } from 'zod';
import { POPULAR_ITEM_TYPE } from '../enums/popularItemType';
import { brandSchema } from './brand';
import { categorySchema } from './category';
import { idSchema } from './primitives';
import { translatableSchema } from './translatable';

export const popularBrandItemSchema = z.object({ brand: brandSchema });
export type PopularBrandItem = z.infer<typeof popularBrandItemSchema>;

export const popularCategoryItemSchema = z.object({ category: categorySchema });
export type PopularCategoryItem = z.infer<typeof popularCategoryItemSchema>;

export const popularSearchItemSchema = z.object({
  id: idSchema,
  type: z.enum(POPULAR_ITEM_TYPE),
  name: z.string(),
  slug: z.string(),
  i18n_slug: translatableSchema,
});
export type PopularSearchItem = z.infer<typeof popularSearchItemSchema>;
