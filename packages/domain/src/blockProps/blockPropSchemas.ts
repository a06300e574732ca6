import type { z } from 'zod';
import { BLOCK_NAMES, type BlockName } from '../enums/blockName';
import { BLOCK_SPECS } from '../blockSpecs/blockSpecs';
import { storedPropsSchemaForFields, type FieldMap } from '../blockSpecs/fields';

/**
 * Server-side prop schemas of the content blocks, keyed by the stored component name and
 * derived from the block specs (BLOCK_SPECS) so that the creator and the API cannot disagree:
 * every field optional (blocks fall back to their defaults), wrong types refused, props the
 * spec does not name kept, and the conditional-required rules (favouriteBrandId for brand
 * favourites).
 */
export const BLOCK_PROP_SCHEMAS: Readonly<Record<BlockName, z.ZodType<Record<string, unknown>>>> = Object.fromEntries(
  BLOCK_NAMES.map((name) => [name, storedPropsSchemaForFields(BLOCK_SPECS[name].fields as FieldMap)]),
) as Record<BlockName, z.ZodType<Record<string, unknown>>>;

/** Field path ("favouriteBrandId", "content.0.type") -> messages; root issues under non_field_errors. */
export type BlockPropErrors = Record<string, string[]>;

export type BlockPropsCheck =
  | { ok: true; props: Record<string, unknown> }
  | { ok: false; errors: BlockPropErrors };

/** Checks a component's props against its block's schema; unknown block names are refused. */
export function checkBlockProps(name: string, value: unknown): BlockPropsCheck {
  if (!(BLOCK_NAMES as readonly string[]).includes(name)) return { ok: false, errors: { name: [`Unknown block "${name}".`] } };
  const result = BLOCK_PROP_SCHEMAS[name as BlockName].safeParse(value ?? {});
  if (result.success) return { ok: true, props: result.data };
  const errors: BlockPropErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}
