import { z } from 'zod';
import { EDITOR_HEADER_DEFAULT_LEVEL, EDITOR_HEADER_LEVEL_MAX, EDITOR_HEADER_LEVEL_MIN } from '../constants/editor';
import { ALIGNMENT } from '../enums/alignment';
import { EDITOR_LIST_STYLE } from '../enums/editorListStyle';
import { normaliseAlignment } from '../rules/normaliseAlignment';

/** Any stored alignment is accepted and read through normaliseAlignment (legacy justify -> left). */
const alignmentSchema = z.preprocess(normaliseAlignment, z.enum(ALIGNMENT));

const blockBase = {
  id: z.string().optional(),
  alignment: alignmentSchema,
};

// Editor.js list v2 stores nested items as { content, items }; v1 stored plain strings.
type EditorListItem = string | { content: string; items: EditorListItem[] };
const editorListItemSchema: z.ZodType<EditorListItem> = z.lazy(() =>
  z.union([z.string(), z.object({ content: z.string(), items: z.array(editorListItemSchema).default([]) })]),
);

const headerBlockSchema = z.object({
  ...blockBase,
  type: z.literal('header'),
  data: z.object({
    text: z.string(),
    level: z.number().int().min(EDITOR_HEADER_LEVEL_MIN).max(EDITOR_HEADER_LEVEL_MAX).default(EDITOR_HEADER_DEFAULT_LEVEL),
  }),
});
const paragraphBlockSchema = z.object({
  ...blockBase,
  type: z.literal('paragraph'),
  data: z.object({ text: z.string() }),
});
const quoteBlockSchema = z.object({
  ...blockBase,
  type: z.literal('quote'),
  data: z.object({ text: z.string(), caption: z.string().default(''), alignment: alignmentSchema }),
});
const listBlockSchema = z.object({
  ...blockBase,
  type: z.literal('list'),
  data: z.object({
    style: z.enum(EDITOR_LIST_STYLE).default(EDITOR_LIST_STYLE.UNORDERED),
    items: z.array(editorListItemSchema),
  }),
});
const imageBlockSchema = z.object({
  ...blockBase,
  type: z.literal('image'),
  data: z.object({
    file: z.object({ url: z.string() }),
    caption: z.string().default(''),
    withBorder: z.boolean().default(false),
    stretched: z.boolean().default(false),
    withBackground: z.boolean().default(false),
  }),
});
const linkBlockSchema = z.object({
  ...blockBase,
  type: z.literal('link'),
  data: z.object({
    link: z.string(),
    meta: z
      .object({
        title: z.string().optional(),
        description: z.string().optional(),
        image: z.object({ url: z.string() }).optional(),
      })
      .default({}),
  }),
});
const delimiterBlockSchema = z.object({
  ...blockBase,
  type: z.literal('delimiter'),
  data: z.object({}).default({}),
});

export const editorBlockSchema = z.discriminatedUnion('type', [
  headerBlockSchema,
  paragraphBlockSchema,
  quoteBlockSchema,
  listBlockSchema,
  imageBlockSchema,
  linkBlockSchema,
  delimiterBlockSchema,
]);

/** A rich-text field: either the Editor.js document or just its blocks. */
export const editorContentSchema = z.object({
  time: z.number().optional(),
  version: z.string().optional(),
  blocks: z.array(editorBlockSchema),
});
