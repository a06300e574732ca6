import { z } from 'zod';
import { CREATOR_ROUTE_TYPE } from '../enums/creatorRouteType';
import { uuidSchema } from './primitives';

/** Route props are open; campaigns use order (-1 = special) and is_highlighted. */
const creatorRoutePropsSchema = z.looseObject({
  order: z.number().int().optional(),
  is_highlighted: z.boolean().optional(),
});

export const creatorRouteSchema = z.object({
  uuid: uuidSchema,
  type: z.enum(CREATOR_ROUTE_TYPE),
  props: creatorRoutePropsSchema.default({}),
});
