import { z } from 'zod';
import { DEFAULT_SLOT } from '../constants/blocks';
import { componentPropsSchema } from './component';
import { uuidSchema } from './primitives';

/** What the renderer needs of a component: identity, place in the tree and its slots. */
export const pageComponentDescriptorSchema = z.object({
  name: z.string(),
  uuid: uuidSchema,
  parent_uuid: uuidSchema.nullable(),
  slot: z.string().default(DEFAULT_SLOT),
  props: componentPropsSchema.default({}),
  slots: z.array(z.string()).default([DEFAULT_SLOT]),
});
