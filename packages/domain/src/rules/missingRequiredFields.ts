import type { CreatorRouteType } from '../enums/creatorRouteType';
import { BLOCK_SPECS } from '../blockSpecs/blockSpecs';
import type { AnyBlockSpec } from '../blockSpecs/defineBlockSpec';
import { isFieldVisible, type Field } from '../blockSpecs/fields';

export interface RequiredFieldsContext {
  /** The route type of the scheme the block sits on (some fields show only on some routes). */
  routeType?: CreatorRouteType | undefined;
  /**
   * The scheme's language (a locale code such as en_US): a required translatable field needs a
   * value in that language. Without it, a value in any language counts.
   */
  language?: string | undefined;
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const translationOf = (value: unknown, locale: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, { value?: unknown } | undefined>)[locale]?.value : undefined;

function isMissing(definition: Field, value: unknown, language: string | undefined): boolean {
  switch (definition.kind) {
    case 'richText':
      return !Array.isArray(value) || value.length === 0;
    case 'translatable': {
      if (!value || typeof value !== 'object') return true;
      if (language) return isBlank(translationOf(value, language));
      return Object.keys(value).every((locale) => isBlank(translationOf(value, locale)));
    }
    default:
      return isBlank(value);
  }
}

const specOf = (block: AnyBlockSpec | string): AnyBlockSpec | undefined =>
  typeof block === 'string' ? (BLOCK_SPECS as Readonly<Record<string, AnyBlockSpec>>)[block] : block;

/**
 * The fields a block cannot go live without (decision 0022): the `required` ones, and the
 * `requiredWhenVisible` ones while shown, that are empty. Stored props may leave fields out
 * (blocks fall back to their defaults), so the defaults fill the gaps first. Hidden fields are
 * never missing. An unknown block name has no required fields (the API refuses it elsewhere).
 */
export function missingRequiredFields(block: AnyBlockSpec | string, props: Record<string, unknown> | null | undefined, context: RequiredFieldsContext = {}): string[] {
  const spec = specOf(block);
  if (!spec) return [];
  const resolved: Record<string, unknown> = { ...(spec.defaults as Record<string, unknown>), ...(props ?? {}) };
  return Object.entries(spec.fields as Record<string, Field>)
    .filter(([, definition]) => definition.required || definition.requiredWhenVisible)
    .filter(([, definition]) => isFieldVisible(definition, { props: resolved, routeType: context.routeType }))
    .filter(([key, definition]) => isMissing(definition, resolved[key], context.language))
    .map(([key]) => key);
}

/** One component that misses required fields, as the creator lists it and the API reports it. */
export interface IncompleteComponent {
  uuid: string;
  name: string;
  fields: string[];
}

/** The components of a scheme that miss required fields, in the given order. */
export function incompleteComponents(
  components: readonly { uuid: string; name: string; props: Record<string, unknown> | null | undefined }[],
  context: RequiredFieldsContext = {},
): IncompleteComponent[] {
  return components.flatMap((component) => {
    const fields = missingRequiredFields(component.name, component.props, context);
    return fields.length > 0 ? [{ uuid: component.uuid, name: component.name, fields }] : [];
  });
}
