import type { BlockName } from '../enums/blockName';
import { TRANSLATABLE_FIELD_PREFIX, type FieldMap, type PropsOf } from './fields';

/** A block's editable fields and their defaults: what is stored, checked and edited, without a renderer. */
export interface BlockSpec<Fields extends FieldMap = FieldMap> {
  readonly name: BlockName;
  readonly fields: Fields;
  readonly defaults: PropsOf<Fields>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any spec, for maps keyed by name: props are erased there
export type AnyBlockSpec = BlockSpec<any>;

export interface DefineBlockSpecInput<Fields extends FieldMap> {
  name: BlockName;
  fields: Fields;
  defaults: NoInfer<PropsOf<Fields>>;
}

/**
 * A block's spec. The field builders keep literal types, so `defaults` must have exactly the
 * fields' keys and value types (checked by the compiler); translatable fields, and only they,
 * are named `i18n_…` (checked here).
 */
export function defineBlockSpec<const Fields extends FieldMap>(input: DefineBlockSpecInput<Fields>): BlockSpec<Fields> {
  for (const [key, definition] of Object.entries(input.fields)) {
    const translatableName = key.startsWith(TRANSLATABLE_FIELD_PREFIX);
    if (translatableName !== (definition.kind === 'translatable')) {
      throw new Error(`${input.name}.${key}: translatable fields and only they are named ${TRANSLATABLE_FIELD_PREFIX}…`);
    }
  }
  const { name, fields, defaults } = input;
  // No zod schema here: a spec is what a shopper's browser loads with the blocks. The API and the
  // creator derive theirs from the fields (schemaForFields, fieldSchemas.ts; decision 0061).
  return { name, fields, defaults };
}
