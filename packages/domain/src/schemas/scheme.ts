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
export type Scheme = z.infer<typeof schemeSchema>;

/** The existence-only scheme query answers whether any campaign exists. */
export const campaignExistenceSchema = z.object({ hasCampaigns: z.boolean() });
export type CampaignExistence = z.infer<typeof campaignExistenceSchema>;
