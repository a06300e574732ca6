import type { z } from 'zod';
import { BLOCK_SPECS } from '../blockSpecs/blockSpecs';
import { storedPropsSchemaForFields } from '../blockSpecs/fields';
import { BLOCK_NAMES, type BlockName } from '../enums/blockName';

/**
 * Server-side prop schemas of the content blocks (page-builder.md section 3), keyed by the
 * stored component name and derived from the block specs (`blockSpecs/`), the one definition
 * the UI renders from too. Every field is optional (blocks fall back to their defaults), wrong
 * types are refused with a message per field, and props no field names are kept (older or
 * newer editors may store more).
 */
export const BLOCK_PROP_SCHEMAS: Readonly<Record<BlockName, z.ZodType<Record<string, unknown>>>> = Object.fromEntries(
  BLOCK_NAMES.map((name) => [name, storedPropsSchemaForFields(BLOCK_SPECS[name].fields)]),
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
