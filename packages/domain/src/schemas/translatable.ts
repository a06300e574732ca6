import { z } from 'zod';

const translationEntrySchema = z.object({
  value: z.string(),
  ext_id: z.union([z.string(), z.number()]).nullable().optional(),
});

/**
 * A value per locale code: { et_EE: { value, ext_id? }, ... }. Keys stay open strings because
 * stored content also carries locales we do not serve (de, lt were seen).
 */
export const translatableSchema = z.record(z.string(), translationEntrySchema);
export type Translatable = z.infer<typeof translatableSchema>;
