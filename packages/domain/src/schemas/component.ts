import { z } from 'zod';
import { DEFAULT_SLOT } from '../constants/blocks';
import { uuidSchema } from './primitives';

/** Block props are defined per block by its field schema (packages/ui), so they stay open here. */
export const componentPropsSchema = z.record(z.string(), z.unknown());

/** A stored block instance. Children point at their parent by parent_uuid and slot. */
export const componentSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  parent_uuid: uuidSchema.nullable(),
  route_uuid: uuidSchema,
  scheme_uuid: uuidSchema,
  placeholder_uuid: uuidSchema.nullable(),
  template_uuid: uuidSchema.nullable().optional(),
  slot: z.string().default(DEFAULT_SLOT),
  props: componentPropsSchema.default({}),
  index: z.number().int(),
});
