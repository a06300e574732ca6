import { z } from 'zod';
import { CREATOR_ROUTE_TYPE, PLACEHOLDER_POSITION, PUBLICATION, resolveLocale, isCssColor, isLocaleCode, isSafeImageSrc, isSafeLinkUrl, UNSAFE_IMAGE_MESSAGE, UNSAFE_LINK_MESSAGE, localeFromShortCode, type LocaleCode } from '@salon/domain';
import { MAX_DB_INT, booleanQuery, pagingQuery, uuidParam } from '../lib/validate';

/** et, et_EE or et-EE -> et_EE; anything we do not serve is refused. */
export const languageSchema = z
  .string()
  .trim()
  .transform((value, context): LocaleCode => {
    const normalised = value.replace('-', '_');
    const code = isLocaleCode(normalised) ? normalised : localeFromShortCode(normalised);
    if (!code) {
      context.addIssue({ code: 'custom', message: 'Unknown language: use et, en, ru, fi, lv or their locale codes (et_EE, ...).' });
      return z.NEVER;
    }
    return resolveLocale(code);
  });

/** Stored paths start with / and have no trailing slash (except the root). */
const normalisePath = (path: string): string => {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
};
const pathSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(500)
  .refine((value) => !/[\s?#]/.test(value), 'A path has no spaces, ? or #.')
  .transform(normalisePath);

const routeType = z.enum(CREATOR_ROUTE_TYPE, { error: `Must be one of: ${Object.values(CREATOR_ROUTE_TYPE).join(', ')}.` });
const placeholderType = z.enum(PLACEHOLDER_POSITION, { error: `Must be one of: ${Object.values(PLACEHOLDER_POSITION).join(', ')}.` });
const publication = z.enum(PUBLICATION, { error: `Must be one of: ${Object.values(PUBLICATION).join(', ')}.` });
const dateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time.' }).transform((value) => new Date(value));

export const schemesByPathQuery = z.object({
  type: routeType,
  path: pathSchema.optional(),
  allow_fallback: booleanQuery.optional(),
  language: languageSchema.optional(),
  is_business: booleanQuery.optional(),
  existence_only: booleanQuery.optional(),
  /** With a path: the scheme in the page language also carries its components-v2 answer (one call, no waterfall). */
  with_components: booleanQuery.optional(),
});

export const componentsV2Query = z.object({ scheme_uuid: uuidParam, language: z.string().optional() });
export const publicComponentsQuery = z.object({ route_uuid: uuidParam, language: languageSchema.optional(), scheme_uuid: uuidParam.optional() });
export const publicPlaceholdersQuery = z.object({
  route_uuid: uuidParam.optional(),
  language: languageSchema.optional(),
  /** A placeholder position; anything else is a 400, not a silent empty list. */
  type: placeholderType.optional(),
  is_business: booleanQuery.optional(),
});
/** A page of posts: 12 fills the 2/3/4-column teaser grids; 100 at most per request. */
const POSTS_PAGE_SIZE = 12;
const MAX_POSTS_PAGE_SIZE = 100;
export const postsQuery = z.object({
  type: routeType.default(CREATOR_ROUTE_TYPE.POST),
  language: languageSchema.optional(),
  is_business: booleanQuery.optional(),
  ...pagingQuery(POSTS_PAGE_SIZE, MAX_POSTS_PAGE_SIZE),
});

const routePropsSchema = z.looseObject({
  order: z.number({ error: 'Must be a whole number.' }).int().optional(),
  is_highlighted: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export const routeCreateSchema = z.object({ type: routeType, name: z.string().trim().max(200).default(''), props: routePropsSchema.default({}) });
export const routeUpdateSchema = z.object({ type: routeType.optional(), name: z.string().trim().max(200).optional(), props: routePropsSchema.optional() });

/** A scheme's share image (og:image, the content lists' picture): what safeImageSrc renders. */
const shareImage = z.string().max(1000).refine(isSafeImageSrc, UNSAFE_IMAGE_MESSAGE);

const schemeFields = {
  language: languageSchema,
  path: pathSchema,
  is_business: z.boolean({ error: 'Must be true or false.' }).default(false),
  shop_id: z.number({ error: 'Must be a shop id.' }).int().positive().nullable().default(null),
  meta_title: z.string().max(300).default(''),
  meta_description: z.string().max(2000).default(''),
  meta_image_src: shareImage.nullable().default(null),
  publication: publication.default(PUBLICATION.UNPUBLISHED),
  publish_start: dateTime.nullable().default(null),
  publish_end: dateTime.nullable().default(null),
};
export const schemeCreateSchema = z.object({ route_uuid: uuidParam, ...schemeFields });
export const schemeUpdateSchema = z.object({
  language: schemeFields.language.optional(),
  path: schemeFields.path.optional(),
  is_business: z.boolean({ error: 'Must be true or false.' }).optional(),
  shop_id: z.number({ error: 'Must be a shop id.' }).int().positive().nullable().optional(),
  meta_title: z.string().max(300).optional(),
  meta_description: z.string().max(2000).optional(),
  meta_image_src: shareImage.nullable().optional(),
  publication: publication.optional(),
  publish_start: dateTime.nullable().optional(),
  publish_end: dateTime.nullable().optional(),
});

export const schemeCloneSchema = z.object({
  language: languageSchema,
  is_business: z.boolean({ error: 'Must be true or false.' }).default(false),
  shop_id: z.number({ error: 'Must be a shop id.' }).int().positive().nullable().default(null),
  /** Defaults to the source scheme's path. */
  path: pathSchema.optional(),
});

/** A colour of the placeholder's strip, or empty: it is rendered into a style attribute. */
const placeholderColor = z.string().refine((value) => value.trim() === '' || isCssColor(value), 'A colour is #rgb, #rrggbb or a colour name.');

const placeholderPropsBody = z.looseObject({
  label: z.string().optional(),
  // Rendered into a style attribute on every page: a colour only (decision 0082).
  backgroundColor: placeholderColor.optional(),
  textColor: placeholderColor.optional(),
  // The storefront renders it as a navigation link: the same filter as every stored link.
  linkUrl: z.string().refine(isSafeLinkUrl, UNSAFE_LINK_MESSAGE).optional(),
  query_fields: z.record(z.string(), z.string({ error: 'Query field values are text.' })).optional(),
  replace_original: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export const placeholderCreateSchema = z.object({
  scheme_uuid: uuidParam,
  type: placeholderType,
  name: z.string().trim().max(200).default(''),
  props: placeholderPropsBody.default({}),
});
export const placeholderUpdateSchema = z.object({ type: placeholderType.optional(), name: z.string().trim().max(200).optional(), props: placeholderPropsBody.optional() });

const slotSchema = z.string().trim().min(1).max(64);
export const componentCreateSchema = z.object({
  scheme_uuid: uuidParam,
  name: z.string().trim().min(1, 'Required.').max(100),
  parent_uuid: uuidParam.nullable().default(null),
  placeholder_uuid: uuidParam.nullable().default(null),
  template_uuid: uuidParam.nullable().default(null),
  slot: slotSchema.default('default'),
  props: z.record(z.string(), z.unknown(), { error: 'Must be an object.' }).default({}),
  index: z.number({ error: 'Must be a whole number.' }).int().min(0).max(MAX_DB_INT).optional(),
});
/**
 * How deep a pasted subtree may nest (its root is level 1). Each level is two JSON levels (node,
 * children array), so this leaves room for nested props under lib/validate.ts's input depth limit.
 */
export const COMPONENT_TREE_MAX_DEPTH = 8;
/** Blocks in one pasted subtree, every level counted: one transaction stays short. */
export const COMPONENT_TREE_MAX_NODES = 200;
/** Siblings an insert may order at once: a page's top level holds at most a few hundred blocks. */
const MAX_SIBLING_ORDER = 5000;

export interface ComponentTreeNode {
  name: string;
  props: Record<string, unknown>;
  slot: string;
  children: ComponentTreeNode[];
}
/** The node schema of one level; unrolled (not recursive) so the depth limit is part of the schema. */
function componentTreeNodeSchema(level: number): z.ZodType<ComponentTreeNode> {
  const children: z.ZodType<ComponentTreeNode[]> =
    level < COMPONENT_TREE_MAX_DEPTH
      ? z.array(componentTreeNodeSchema(level + 1)).max(COMPONENT_TREE_MAX_NODES)
      : z
          .array(z.unknown())
          .max(0, `A pasted subtree nests at most ${COMPONENT_TREE_MAX_DEPTH} blocks deep.`)
          .transform((): ComponentTreeNode[] => []);
  return z.object({
    name: z.string().trim().min(1, 'Required.').max(100),
    props: z.record(z.string(), z.unknown(), { error: 'Must be an object.' }).default({}),
    slot: slotSchema.default('default'),
    children: children.default([]),
  }) as z.ZodType<ComponentTreeNode>;
}
const countTreeNodes = (nodes: readonly ComponentTreeNode[]): number => nodes.reduce((sum, node) => sum + 1 + countTreeNodes(node.children), 0);
/** POST components-tree/: a copied subtree (or several siblings) created in one transaction. */
export const componentTreeCreateSchema = z
  .object({
    scheme_uuid: uuidParam,
    parent_uuid: uuidParam.nullable().default(null),
    placeholder_uuid: uuidParam.nullable().default(null),
    /** The slot of the parent the roots go into; each root's own slot when left out. */
    slot: slotSchema.optional(),
    /** The first root's index among its new siblings; after the last sibling when left out. */
    index: z.number({ error: 'Must be a whole number.' }).int().min(0).max(MAX_DB_INT - COMPONENT_TREE_MAX_NODES).optional(),
    tree: z.array(componentTreeNodeSchema(1)).min(1, 'Paste at least one block.').max(COMPONENT_TREE_MAX_NODES),
    /** A placeholder of the scheme created for the tree in the same transaction (a block that lives in one). */
    new_placeholder: z.object({ type: placeholderType, name: z.string().trim().max(200).default('') }).optional(),
    /**
     * The target's children in the order the editor shows them (unsaved moves included). The
     * roots go in at `index` of this list, and the order is written in the same transaction: the
     * blueprint pattern at the top level, the children's indexes under a parent.
     */
    sibling_order: z.array(uuidParam).max(MAX_SIBLING_ORDER).optional(),
  })
  .superRefine((body, context) => {
    if (body.new_placeholder && (body.parent_uuid || body.placeholder_uuid)) {
      context.addIssue({ code: 'custom', path: ['new_placeholder'], message: 'A new placeholder takes the tree at its top level: leave parent_uuid and placeholder_uuid out.' });
    }
    if (body.new_placeholder && body.sibling_order?.length) context.addIssue({ code: 'custom', path: ['sibling_order'], message: 'A new placeholder has no blocks to order.' });
    if (body.sibling_order && new Set(body.sibling_order).size !== body.sibling_order.length) context.addIssue({ code: 'custom', path: ['sibling_order'], message: 'Each block appears once.' });
    if (body.sibling_order && body.index !== undefined && body.index > body.sibling_order.length) {
      context.addIssue({ code: 'custom', path: ['index'], message: `At most ${body.sibling_order.length}: the position among sibling_order.` });
    }
    const count = countTreeNodes(body.tree);
    if (count > COMPONENT_TREE_MAX_NODES) context.addIssue({ code: 'custom', path: ['tree'], message: `A pasted subtree holds at most ${COMPONENT_TREE_MAX_NODES} blocks (this one has ${count}).` });
  });
/** A parent's children, or a scheme's (or placeholder's) top level, in a new order: one call, one transaction. */
export const componentOrderSchema = z
  .object({
    scheme_uuid: uuidParam,
    parent_uuid: uuidParam.nullable().default(null),
    placeholder_uuid: uuidParam.nullable().default(null),
    order: z.array(uuidParam).min(1, 'Name at least one block.').max(MAX_SIBLING_ORDER),
  })
  .superRefine((body, context) => {
    if (new Set(body.order).size !== body.order.length) context.addIssue({ code: 'custom', path: ['order'], message: 'Each block appears once.' });
  });
export const componentUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Required.').max(100).optional(),
  parent_uuid: uuidParam.nullable().optional(),
  placeholder_uuid: uuidParam.nullable().optional(),
  slot: slotSchema.optional(),
  props: z.record(z.string(), z.unknown(), { error: 'Must be an object.' }).optional(),
  index: z.number({ error: 'Must be a whole number.' }).int().min(0).max(MAX_DB_INT).optional(),
});

export const blueprintUpsertSchema = z.object({
  scheme_uuid: uuidParam,
  placeholder_uuid: uuidParam.nullable().default(null),
  pattern: z.array(uuidParam, { error: 'Must be a list of component uuids.' }).max(1000),
});
export const blueprintUpdateSchema = z.object({ pattern: z.array(uuidParam, { error: 'Must be a list of component uuids.' }).max(1000) });

const uuidFilter = uuidParam.optional();
export const routeListFilters = z.object({ type: routeType.optional() });
export const schemeListFilters = z.object({
  route_uuid: uuidFilter,
  type: routeType.optional(),
  language: languageSchema.optional(),
  is_business: booleanQuery.optional(),
  publication: publication.optional(),
  shop_id: z.coerce.number().int().positive().optional(),
});
export const placeholderListFilters = z.object({ route_uuid: uuidFilter, scheme_uuid: uuidFilter, type: placeholderType.optional() });
export const componentListFilters = z.object({
  route_uuid: uuidFilter,
  scheme_uuid: uuidFilter,
  placeholder_uuid: uuidFilter,
  parent_uuid: uuidFilter,
  name: z.string().optional(),
});
export const blueprintListFilters = z.object({ route_uuid: uuidFilter, scheme_uuid: uuidFilter, placeholder_uuid: uuidFilter });
