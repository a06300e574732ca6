import { COLOR_SCHEME } from '../enums/colorScheme';
import { PRODUCT_HIGHLIGHT_LIST } from '../enums/productHighlightList';
import { YES_NO } from '../enums/yesNo';
import { DATETIME_LOCAL_PATTERN, NUMERIC_TEXT_PATTERN, type Field } from './fields';

/**
 * What a field accepts, checked without zod: the block renderers read stored props through this on
 * the server and in the browser, so a shopper's page loads no validation library (decision 0061).
 * It accepts exactly what fieldSchemas.ts's zod schema accepts and gives the same value back
 * (fieldCheck.test.ts compares the two on every field of every block); the API keeps the zod
 * schemas for their paths into nested values and the API description.
 */
export type FieldCheck = { ok: true; value: unknown } | { ok: false; message: string };

const ACCEPTED = (value: unknown): FieldCheck => ({ ok: true, value });
const refused = (message: string): FieldCheck => ({ ok: false, message });

const COLOR_SCHEME_NAMES: readonly string[] = Object.values(COLOR_SCHEME);
const COLOR_SCHEME_NUMBERS: readonly unknown[] = [1, 2, 3];
const PRODUCT_LISTS: readonly string[] = Object.values(PRODUCT_HIGHLIGHT_LIST);
const YES_OR_NO: readonly string[] = [YES_NO.YES, YES_NO.NO];

const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};
// A regular expression with the g or y flag keeps a position between tests.
const matches = (pattern: RegExp, value: string) => {
  pattern.lastIndex = 0;
  return pattern.test(value);
};
const isText = (value: unknown): value is string => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown) => (isText(value) ? ACCEPTED(value) : refused('Must be text.'));
const oneOf = (values: readonly unknown[], value: unknown) =>
  typeof value === 'string' && values.includes(value) ? ACCEPTED(value) : refused(`Must be one of: ${values.join(', ')}.`);

/** Editor.js blocks: the blocks themselves go back as stored (unknown keys kept, as zod's loose object does). */
function richText(value: unknown): FieldCheck {
  const valid =
    Array.isArray(value) &&
    value.every((block) => isRecord(block) && (block.id === undefined || isText(block.id)) && isText(block.type) && isRecord(block.data));
  return valid ? ACCEPTED(value.map((block: Record<string, unknown>) => ({ ...block }))) : refused('Must be a list of editor blocks.');
}

/** Per locale { value, ext_id? }: other keys of an entry are dropped, as zod's object drops them. */
function translatable(value: unknown): FieldCheck {
  if (!isRecord(value)) return refused('Must be a translatable value.');
  const entries: Record<string, { value: string; ext_id?: string | number | null }> = {};
  for (const [locale, entry] of Object.entries(value)) {
    if (!isRecord(entry) || !isText(entry.value)) return refused('Must be a translatable value.');
    const extId = entry.ext_id;
    if (extId !== undefined && extId !== null && !isText(extId) && !isFiniteNumber(extId)) return refused('Must be a translatable value.');
    entries[locale] = 'ext_id' in entry ? { value: entry.value, ext_id: extId as string | number | null } : { value: entry.value };
  }
  return ACCEPTED(entries);
}

/** Checks one stored value against its field; the value given back is what the renderer gets. */
export function checkFieldValue(definition: Field, value: unknown): FieldCheck {
  switch (definition.kind) {
    case 'text':
      if (!isText(value)) return refused('Must be text.');
      return !definition.pattern || matches(definition.pattern, value) ? ACCEPTED(value) : refused('Has the wrong format.');
    case 'textarea':
    case 'image':
    case 'link':
    case 'post':
      return text(value);
    case 'richText':
      return richText(value);
    case 'translatable':
      return translatable(value);
    case 'select':
      return oneOf(definition.options, value);
    case 'datetimeLocal':
      if (!isText(value)) return refused('Must be text.');
      return matches(DATETIME_LOCAL_PATTERN, value) ? ACCEPTED(value) : refused('Must be a datetime-local value (YYYY-MM-DDTHH:MM) or empty.');
    case 'number':
      return isFiniteNumber(value) || (isText(value) && matches(NUMERIC_TEXT_PATTERN, value)) ? ACCEPTED(value) : refused('Must be a number.');
    case 'yesNo':
      return oneOf(YES_OR_NO, value);
    case 'colorScheme':
      if (definition.format === 'name') return oneOf(COLOR_SCHEME_NAMES, value);
      return COLOR_SCHEME_NUMBERS.includes(value) ? ACCEPTED(value) : refused('Must be 1, 2 or 3.');
    case 'productList':
      return oneOf(PRODUCT_LISTS, value);
    case 'brand':
      return value === null || (Number.isSafeInteger(value) && (value as number) > 0) ? ACCEPTED(value) : refused('Must be a brand id.');
    case 'product':
      return isText(value) || Number.isSafeInteger(value) ? ACCEPTED(value) : refused('Must be a product id.');
  }
}
