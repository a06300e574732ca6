import { z } from 'zod';
import { CREATOR_ROUTE_TYPE } from '../enums/creatorRouteType';
import { dateTimeStringSchema, uuidSchema } from './primitives';

/** One language/audience version of a route's page. */
export const schemeSchema = z.object({
  uuid: uuidSchema,
  route_uuid: uuidSchema,
  language: z.string(),
  path: z.string(),
  type: z.enum(CREATOR_ROUTE_TYPE),
  is_business: z.boolean(),
  meta_image_src: z.string().nullable().optional(),
  created_at: dateTimeStringSchema,
});
