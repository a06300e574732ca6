import type { z } from 'zod';
import { BLOCK_NAMES, type BlockName } from '../enums/blockName';
import { BLOCK_SPECS } from '../blockSpecs/blockSpecs';
import type { FieldMap } from '../blockSpecs/fields';
import { storedPropsSchemaForFields } from '../blockSpecs/fieldSchemas';

const storedSchemas = new Map<BlockName, z.ZodType<Record<string, unknown>>>();

/**
 * Server-side prop schema of a content block, keyed by the stored component name and derived
 * from its spec (BLOCK_SPECS) so that the creator and the API cannot disagree: every field
 * optional (blocks fall back to their defaults), wrong types refused, props the spec does not
 * name kept, and the conditional-required rules (favouriteBrandId for brand favourites). Built
 * on first use and kept: browsers load this module too and should not build 50 schemas up front.
 */
export function blockPropSchema(name: BlockName): z.ZodType<Record<string, unknown>> {
  let schema = storedSchemas.get(name);
  if (!schema) {
    schema = storedPropsSchemaForFields(BLOCK_SPECS[name].fields as FieldMap);
    storedSchemas.set(name, schema);
  }
  return schema;
}

/** Field path ("favouriteBrandId", "content.0.type") -> messages; root issues under non_field_errors. */
type BlockPropErrors = Record<string, string[]>;

export type BlockPropsCheck =
  | { ok: true; props: Record<string, unknown> }
  | { ok: false; errors: BlockPropErrors };

/** Checks a component's props against its block's schema; unknown block names are refused. */
export function checkBlockProps(name: string, value: unknown): BlockPropsCheck {
  if (!(BLOCK_NAMES as readonly string[]).includes(name)) return { ok: false, errors: { name: [`Unknown block "${name}".`] } };
  const result = blockPropSchema(name as BlockName).safeParse(value ?? {});
  if (result.success) return { ok: true, props: result.data };
  const errors: BlockPropErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}
