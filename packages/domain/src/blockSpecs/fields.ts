import type { ColorScheme } from '../enums/colorScheme';
import type { CreatorRouteType } from '../enums/creatorRouteType';
import type { ProductHighlightList } from '../enums/productHighlightList';
import type { YesNo } from '../enums/yesNo';
import type { Translatable } from '../schemas/translatable';

/**
 * The editable fields of the content blocks: their kinds and builders. React-free and zod-free, so
 * the UI's renderers, the creator and the API read one definition and a shopper's browser loads no
 * validation library with the blocks (decision 0061). What a field accepts is in fieldCheck.ts (the
 * renderers') and fieldSchemas.ts (the zod schemas of the API and the creator's forms).
 */

/** One stored Editor.js block. Types we do not render are kept and skipped at render time. */
export interface StoredEditorBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  alignment?: unknown;
}

/** A translatable value: per locale code (et_EE, en_US, ...), { value, ext_id }. */
export type TranslatableText = Translatable;

export type ColorSchemeNumber = 1 | 2 | 3;

/** What a field's visibility may depend on: the block's own props and the route it sits on. */
export interface FieldConditionContext {
  props: Record<string, unknown>;
  routeType?: CreatorRouteType | undefined;
}

/**
 * Exported for the declaration files only: the ui blocks' types name it through the field kinds.
 * @public
 */
export interface FieldCommon {
  /**
   * A completeness rule, not part of the props' shape: drafts may leave it empty (blocks are
   * created with their empty defaults), but a scheme with an empty required field can be neither
   * saved from the creator nor published (missingRequiredFields, decision 0022).
   */
  readonly required?: boolean;
  /** Hidden fields are neither shown in the creator nor checked. Absent = always visible. */
  readonly visibleWhen?: (context: FieldConditionContext) => boolean;
  /** Required exactly while visible (evaluated on props only, so only for prop-driven conditions). */
  readonly requiredWhenVisible?: boolean;
  /** What an editor is told when a requiredWhenVisible field is empty. */
  readonly requiredMessage?: string;
}

export type TextField = FieldCommon & { readonly kind: 'text'; readonly pattern?: RegExp };
export type TextareaField = FieldCommon & { readonly kind: 'textarea' };
export type RichTextField = FieldCommon & { readonly kind: 'richText' };
export type TranslatableField = FieldCommon & { readonly kind: 'translatable'; readonly multiline?: boolean };
export type ImageField = FieldCommon & { readonly kind: 'image' };
export type LinkField = FieldCommon & { readonly kind: 'link' };
export type SelectField<Option extends string = string> = FieldCommon & {
  readonly kind: 'select';
  readonly options: readonly [Option, ...Option[]];
  /** Shown as radio buttons in the creator instead of a drop-down. */
  readonly radios?: boolean;
};
export type DateTimeLocalField = FieldCommon & { readonly kind: 'datetimeLocal' };
/** Stored as typed: a number, or text that reads as one (a decimal comma is accepted). */
export type NumberField = FieldCommon & { readonly kind: 'number'; readonly unit?: 'px' | 'ms' | 's' };
export type YesNoField = FieldCommon & { readonly kind: 'yesNo' };
export type ColorSchemeField = FieldCommon & { readonly kind: 'colorScheme'; readonly format: 'name' | 'number' };
export type ProductListField = FieldCommon & { readonly kind: 'productList' };
export type BrandField = FieldCommon & { readonly kind: 'brand' };
/** A product id as the app stores it: text, or an integer id. */
export type ProductField = FieldCommon & { readonly kind: 'product' };
/** A post chosen by its meta title (what the creator's post picker stores). */
export type PostField = FieldCommon & { readonly kind: 'post' };

export type Field =
  | TextField
  | TextareaField
  | RichTextField
  | TranslatableField
  | ImageField
  | LinkField
  | SelectField
  | DateTimeLocalField
  | NumberField
  | YesNoField
  | ColorSchemeField
  | ProductListField
  | BrandField
  | ProductField
  | PostField;

export type FieldKind = Field['kind'];
export type FieldMap = Readonly<Record<string, Field>>;

/** The prop type a field produces. The renderer's props are exactly this, field by field. */
export type FieldValue<F extends Field> = F extends { kind: 'select'; options: readonly (infer O)[] }
  ? O
  : F extends { kind: 'richText' }
    ? StoredEditorBlock[]
    : F extends { kind: 'translatable' }
      ? TranslatableText
      : F extends { kind: 'number' }
        ? number | string
        : F extends { kind: 'yesNo' }
          ? YesNo
          : F extends { kind: 'colorScheme'; format: 'number' }
            ? ColorSchemeNumber
            : F extends { kind: 'colorScheme' }
              ? ColorScheme
              : F extends { kind: 'productList' }
                ? ProductHighlightList
                : F extends { kind: 'brand' }
                  ? number | null
                  : F extends { kind: 'product' }
                    ? string | number
                    : string;

export type PropsOf<Fields extends FieldMap> = { -readonly [K in keyof Fields]: FieldValue<Fields[K]> };

/** Builders: `field.select(['left', 'right'])` keeps the option literals in the props type. */
export const field = {
  text: (options: Omit<TextField, 'kind'> = {}): TextField => ({ kind: 'text', ...options }),
  textarea: (options: Omit<TextareaField, 'kind'> = {}): TextareaField => ({ kind: 'textarea', ...options }),
  richText: (options: Omit<RichTextField, 'kind'> = {}): RichTextField => ({ kind: 'richText', ...options }),
  translatable: (options: Omit<TranslatableField, 'kind'> = {}): TranslatableField => ({ kind: 'translatable', ...options }),
  image: (options: Omit<ImageField, 'kind'> = {}): ImageField => ({ kind: 'image', ...options }),
  link: (options: Omit<LinkField, 'kind'> = {}): LinkField => ({ kind: 'link', ...options }),
  select: <const Option extends string>(
    options: readonly [Option, ...Option[]],
    extra: Omit<SelectField<Option>, 'kind' | 'options'> = {},
  ): SelectField<Option> => ({ kind: 'select', options, ...extra }),
  radios: <const Option extends string>(
    options: readonly [Option, ...Option[]],
    extra: Omit<SelectField<Option>, 'kind' | 'options' | 'radios'> = {},
  ): SelectField<Option> => ({ kind: 'select', options, radios: true, ...extra }),
  datetimeLocal: (options: Omit<DateTimeLocalField, 'kind'> = {}): DateTimeLocalField => ({ kind: 'datetimeLocal', ...options }),
  number: (options: Omit<NumberField, 'kind'> = {}): NumberField => ({ kind: 'number', ...options }),
  yesNo: (options: Omit<YesNoField, 'kind'> = {}): YesNoField => ({ kind: 'yesNo', ...options }),
  colorScheme: <const Format extends 'name' | 'number' = 'name'>(
    format: Format = 'name' as Format,
    options: Omit<ColorSchemeField, 'kind' | 'format'> = {},
  ): ColorSchemeField & { readonly format: Format } => ({ kind: 'colorScheme', format, ...options }),
  productList: (options: Omit<ProductListField, 'kind'> = {}): ProductListField => ({ kind: 'productList', ...options }),
  brand: (options: Omit<BrandField, 'kind'> = {}): BrandField => ({ kind: 'brand', ...options }),
  product: (options: Omit<ProductField, 'kind'> = {}): ProductField => ({ kind: 'product', ...options }),
  post: (options: Omit<PostField, 'kind'> = {}): PostField => ({ kind: 'post', ...options }),
};

export const TRANSLATABLE_FIELD_PREFIX = 'i18n_';

/** datetime-local as the browser writes it (seconds optional), or empty for "no bound". */
export const DATETIME_LOCAL_PATTERN = /^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
/** Whole or decimal number typed as text; Estonian editors type a decimal comma. Empty = default. */
export const NUMERIC_TEXT_PATTERN = /^\s*$|^\s*-?\d+([.,]\d+)?\s*$/;

export const isFieldVisible = (definition: Field, context: FieldConditionContext): boolean =>
  definition.visibleWhen ? definition.visibleWhen(context) : true;

const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

// Per field map, the few fields the rule applies to (most blocks have none): the rule runs for
// every block on every render, so it should not walk every field each time.
const conditionalFields = new WeakMap<FieldMap, (readonly [string, Field])[]>();
function conditionallyRequired(fields: FieldMap): (readonly [string, Field])[] {
  let list = conditionalFields.get(fields);
  if (!list) conditionalFields.set(fields, (list = Object.entries(fields).filter(([, definition]) => definition.requiredWhenVisible)));
  return list;
}

/** A broken cross-field rule: the field and what an editor is told. */
export interface FieldRuleIssue {
  field: string;
  message: string;
}

/**
 * The cross-field rule: a requiredWhenVisible field must be filled while its condition shows it.
 * Exported so a caller whose values already passed their field schemas can check just this rule
 * (what the whole-props schema adds to them) without parsing every field again.
 */
export function requiredWhenVisibleIssues(fields: FieldMap, props: Record<string, unknown>): FieldRuleIssue[] {
  const issues: FieldRuleIssue[] = [];
  for (const [key, definition] of conditionallyRequired(fields)) {
    if (!isFieldVisible(definition, { props })) continue;
    if (isEmptyValue(props[key])) issues.push({ field: key, message: definition.requiredMessage ?? `${key} is required here.` });
  }
  return issues;
}
