/**
 * Response schemas of the creator's entities as services/creator.ts serialises them, shared by
 * the public and the admin creator routes. The entity schemas of @salon/domain are the base;
 * the API adds what it stores around them.
 */
import { z } from 'zod';
import { componentSchema, creatorRouteSchema, placeholderPropsSchema, placeholderSchema, PUBLICATION, schemeSchema } from '@salon/domain';

const isoDateTime = z.iso.datetime({ offset: true });

export const componentResponse = componentSchema.extend({
  /** The slots a wrapper block holds children in ([] for leaf blocks). */
  slots: z.array(z.string()),
}).meta({ id: 'StoredComponent' });

/** Placeholder props are open: blocks and the editor may keep more than the matching fields. */
export const placeholderResponse = placeholderSchema.extend({ props: placeholderPropsSchema.loose() }).meta({ id: 'Placeholder' });

export const schemeResponse = schemeSchema.extend({
  shop_id: z.number().int().nullable(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_image_src: z.string().nullable(),
  publication: z.enum(PUBLICATION),
  publish_start: isoDateTime.nullable(),
  publish_end: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The scheme's route (its props carry the list order); present in type listings. */
  route: creatorRouteSchema.optional(),
});

const pattern = z.array(z.guid()).nullable();

/** components-v2: a scheme's components and placeholders, each with its blueprint pattern. */
export const schemeComponentsResponse = z.object({
  scheme_uuid: z.guid(),
  components: z.array(componentResponse),
  pattern,
  placeholders: z.array(placeholderResponse.extend({ pattern })),
}).meta({ id: 'SchemeComponents' });

export const placeholderContentResponse = placeholderResponse.extend({ components: z.array(componentResponse), pattern }).meta({ id: 'PlaceholderContent' });
