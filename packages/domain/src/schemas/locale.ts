import { z } from 'zod';

/** A language option from GET /languages/. */
export const localeSchema = z.object({
  code: z.string(),
  iso: z.string(),
  short_code: z.string(),
  long_name: z.string(),
  string: z.string(),
});
export type Locale = z.infer<typeof localeSchema>;
