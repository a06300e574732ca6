import { z } from 'zod';
import { COLOR_SCHEME, type ColorScheme } from '../enums/colorScheme';
import { PRODUCT_HIGHLIGHT_LIST, type ProductHighlightList } from '../enums/productHighlightList';
import { YES_NO } from '../enums/yesNo';
import { translatableSchema } from '../schemas/translatable';
import { isSafeImageSrc, isSafeLinkUrl, UNSAFE_IMAGE_MESSAGE, UNSAFE_LINK_MESSAGE } from '../rules/safeUrl';
import { DATETIME_LOCAL_PATTERN, NUMERIC_TEXT_PATTERN, requiredWhenVisibleIssues, type Field, type FieldMap, type PropsOf } from './fields';

/**
 * The zod schemas derived from the block fields: what the API accepts as stored props (with the
 * path of every refused value, down into rich text) and what the creator's field forms check. The
 * renderers use fieldCheck.ts instead, which a test holds to these schemas (decision 0061).
 */

const text = () => z.string({ error: 'Must be text.' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `Must be one of: ${values.join(', ')}.` });
/** Editor.js blocks (id, type, data, alignment); unknown block types are kept and skipped when rendering. */
const richTextSchema = z.array(
  z.looseObject({ id: z.string().optional(), type: text(), data: z.record(z.string(), z.unknown()), alignment: z.unknown().optional() }),
  { error: 'Must be a list of editor blocks.' },
);

// Keyed by the field object: a block's fields are built once, and zod schemas are immutable, so
// every editor and API check can share one schema instead of rebuilding it per call.
const fieldSchemas = new WeakMap<Field, z.ZodType>();

/** The zod schema of one field, derived from its kind so the two cannot disagree; built once per field. */
export function schemaForField(definition: Field): z.ZodType {
  let schema = fieldSchemas.get(definition);
  if (!schema) {
    schema = buildFieldSchema(definition);
    fieldSchemas.set(definition, schema);
  }
  return schema;
}

function buildFieldSchema(definition: Field): z.ZodType {
  switch (definition.kind) {
    case 'text':
      return definition.pattern ? text().regex(definition.pattern, 'Has the wrong format.') : text();
    case 'textarea':
    case 'post':
      return text();
    // Refused on save what the renderers would drop (decision 0082): no stored javascript: or data: link.
    case 'image':
      return text().refine(isSafeImageSrc, UNSAFE_IMAGE_MESSAGE);
    case 'link':
      return text().refine(isSafeLinkUrl, UNSAFE_LINK_MESSAGE);
    case 'richText':
      return richTextSchema;
    case 'translatable':
      return translatableSchema;
    case 'select':
      return oneOf(definition.options);
    case 'datetimeLocal':
      return text().regex(DATETIME_LOCAL_PATTERN, 'Must be a datetime-local value (YYYY-MM-DDTHH:MM) or empty.');
    case 'number':
      return z.union([z.number().finite(), text().regex(NUMERIC_TEXT_PATTERN)], { error: 'Must be a number.' });
    case 'yesNo':
      return oneOf([YES_NO.YES, YES_NO.NO]);
    case 'colorScheme':
      return definition.format === 'number'
        ? z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Must be 1, 2 or 3.' })
        : oneOf(Object.values(COLOR_SCHEME) as [ColorScheme, ...ColorScheme[]]);
    case 'productList':
      return oneOf(Object.values(PRODUCT_HIGHLIGHT_LIST) as [ProductHighlightList, ...ProductHighlightList[]]);
    case 'brand':
      return z.number({ error: 'Must be a brand id.' }).int().positive().nullable();
    case 'product':
      return z.union([text(), z.number().int()], { error: 'Must be a product id.' });
  }
}

function checkRequiredWhenVisible(fields: FieldMap, props: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const { field, message } of requiredWhenVisibleIssues(fields, props)) context.addIssue({ code: 'custom', path: [field], message });
}

const fieldShape = (fields: FieldMap, each: (schema: z.ZodType) => z.ZodType = (schema) => schema) =>
  Object.fromEntries(Object.entries(fields).map(([key, definition]) => [key, each(schemaForField(definition))]));

// Keyed by a block's field map: built on first use and then shared.
const propsSchemas = new WeakMap<FieldMap, z.ZodType>();

/** The whole-props schema of resolved props: every field's schema plus the conditional-required rules; built once per field map. */
export function schemaForFields<Fields extends FieldMap>(fields: Fields): z.ZodType<PropsOf<Fields>> {
  let schema = propsSchemas.get(fields);
  if (!schema) {
    schema = z.object(fieldShape(fields)).superRefine((props, context) => checkRequiredWhenVisible(fields, props, context));
    propsSchemas.set(fields, schema);
  }
  return schema as unknown as z.ZodType<PropsOf<Fields>>;
}

/**
 * The schema of props as stored (what the API accepts): every field optional (blocks fall back
 * to their defaults), wrong types refused field by field, props no field names kept (older or
 * newer editors may store more), and the same conditional-required rules.
 */
export function storedPropsSchemaForFields(fields: FieldMap): z.ZodType<Record<string, unknown>> {
  return z
    .looseObject(fieldShape(fields, (schema) => schema.optional()))
    .superRefine((props, context) => checkRequiredWhenVisible(fields, props, context));
}
