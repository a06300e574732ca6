import { z } from 'zod';
import { dateTimeStringSchema } from './primitives';

/** An inspiration article; its link is the post prefix (/inspiration) plus path. */
export const postSchema = z.object({
  path: z.string(),
  meta_title: z.string(),
  meta_image_src: z.string().nullable().optional(),
  created_at: dateTimeStringSchema,
});
