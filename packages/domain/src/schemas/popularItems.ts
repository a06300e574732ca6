import { z } from 'zod';
import { POPULAR_ITEM_TYPE } from '../enums/popularItemType';
import { idSchema } from './primitives';
import { translatableSchema } from './translatable';

export const popularSearchItemSchema = z.object({
  id: idSchema,
  type: z.enum(POPULAR_ITEM_TYPE),
  name: z.string(),
  slug: z.string(),
  /** Brands have one slug for every language: null. */
  i18n_slug: translatableSchema.nullable(),
});
