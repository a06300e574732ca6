import { z } from 'zod';
import { idSchema } from './primitives';
import { translatableSchema } from './translatable';

export const categorySchema = z.object({
  id: idSchema,
  parent: idSchema.nullable(),
  order: z.number().int(),
  i18n_name: translatableSchema,
  i18n_slug: translatableSchema,
}).meta({ id: 'Category' });
