import { z } from 'zod';
import { uuidSchema } from './primitives';

/**
 * query_fields are matched against the route query (or the brand/category id on product list
 * pages); replace_original swaps the page's own content for the placeholder's.
 */
export const placeholderPropsSchema = z.object({
  label: z.string().optional(),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
  linkUrl: z.string().optional(),
  query_fields: z.record(z.string(), z.string()).default({}),
  replace_original: z.boolean().default(false),
});

export const placeholderSchema = z.object({
  uuid: uuidSchema,
  route_uuid: uuidSchema,
  scheme_uuid: uuidSchema,
  type: z.string(),
  name: z.string(),
  props: placeholderPropsSchema.default({ query_fields: {}, replace_original: false }),
});
