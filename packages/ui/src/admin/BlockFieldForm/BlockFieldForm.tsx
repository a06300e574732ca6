import { zodResolver } from '@hookform/resolvers/zod';
import {
  COLOR_SCHEME,
  LOCALE_CODES,
  PRODUCT_HIGHLIGHT_LIST,
  YES_NO,
  isFieldVisible,
  missingRequiredFields,
  schemaForFields,
  type AnyBlockSpec,
  type CreatorRouteType,
  type Field,
} from '@salon/domain';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useBlockFieldLabels, useBlockLabel } from '../blockLabel';
import { DateTimeLocalInput } from '../../widgets/DateTimeLocalInput';
import { RadioGroup } from '../../widgets/RadioGroup';
import { TextArea } from '../../widgets/TextArea';
import { TextInput } from '../../widgets/TextInput';
import { RichTextEditor } from '../RichTextEditor';
import { Button } from '../../primitives/Button';

export type BlockProps = Record<string, unknown>;

export interface BlockFieldFormProps {
  spec: AnyBlockSpec;
  /** The stored props; missing fields start from the spec's defaults. */
  values: BlockProps;
  routeType?: CreatorRouteType;
  /** Called with the validated props when the editor applies the form. */
  onApply: (values: BlockProps) => void;
  /** Stored props of a field the form cannot edit (not shown) are kept as they are. */
  idPrefix?: string;
  /**
   * Opens the media library for an image field or a rich-text image; the form passes the
   * function that writes the chosen file's URL. Without it image fields are plain text inputs.
   */
  onPickImage?: (apply: (url: string) => void) => void;
  /**
   * Marks the required fields that are still empty (after a refused save or publish). Apply
   * stays possible: drafts may be incomplete, only saving and publishing are blocked.
   */
  showMissing?: boolean;
  /** The scheme's locale code: the one a required translatable field must be filled in. */
  language?: string;
}

const textOfMessage = (message: unknown): string | undefined => (typeof message === 'string' ? message : undefined);

const toNumberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * The edit form of one block, generated from its spec: one control per field kind, validated
 * with the schema derived from the same fields (react-hook-form + zod). Fields with a visibility
 * condition appear (and are required) only while it holds.
 */
export function BlockFieldForm({ spec, values, routeType, onApply, idPrefix, onPickImage, showMissing = false, language }: BlockFieldFormProps) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const labels = useBlockFieldLabels();
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const defaults: BlockProps = { ...(spec.defaults as BlockProps), ...values };
  const form = useForm<BlockProps>({
    resolver: zodResolver(schemaForFields(spec.fields) as never) as unknown as Resolver<BlockProps>,
    defaultValues: defaults,
    mode: 'onSubmit',
  });
  const { register, handleSubmit, formState, watch, control, setValue } = form;
  const current = watch();
  const missing = new Set(showMissing ? missingRequiredFields(spec, current, { routeType, language }) : []);
  const errorOf = (key: string) =>
    textOfMessage((formState.errors[key] as { message?: unknown } | undefined)?.message) ?? (missing.has(key) ? t('creatorRequired.fieldRequired') : undefined);

  const renderField = (key: string, definition: Field) => {
    const id = `${prefix}-${key}`;
    const common = { label: labels.field(key), error: errorOf(key), required: definition.required || definition.requiredWhenVisible, id };
    switch (definition.kind) {
      case 'image':
        return onPickImage ? (
          <div className="flex flex-wrap items-end gap-2">
            <TextInput {...common} {...register(key)} />
            <Button
              variant="secondary"
              size={null}
              onClick={() => onPickImage((url) => setValue(key, url, { shouldDirty: true }))}
              aria-label={`${t('creatorEditing.chooseFromLibrary')}: ${labels.field(key)}`}
              className="px-3 py-2 text-body-sm"
            >
              {t('creatorEditing.chooseFromLibrary')}
            </Button>
          </div>
        ) : (
          <TextInput {...common} {...register(key)} />
        );
      case 'text':
      case 'link':
      case 'post':
      case 'product':
        return <TextInput {...common} {...register(key)} />;
      case 'number':
        return <TextInput {...common} inputMode="decimal" {...register(key)} />;
      case 'textarea':
        return <TextArea {...common} rows={3} {...register(key)} />;
      case 'datetimeLocal':
        return <DateTimeLocalInput {...common} {...register(key)} />;
      case 'brand':
        return <TextInput {...common} inputMode="numeric" {...register(key, { setValueAs: toNumberOrNull })} />;
      case 'select':
      case 'yesNo':
      case 'productList':
      case 'colorScheme': {
        const options: readonly (string | number)[] =
          definition.kind === 'select'
            ? definition.options
            : definition.kind === 'yesNo'
              ? [YES_NO.YES, YES_NO.NO]
              : definition.kind === 'productList'
                ? Object.values(PRODUCT_HIGHLIGHT_LIST)
                : definition.format === 'number'
                  ? [1, 2, 3]
                  : Object.values(COLOR_SCHEME);
        const numeric = definition.kind === 'colorScheme' && definition.format === 'number';
        return (
          <Controller
            control={control}
            name={key}
            render={({ field }) => (
              <RadioGroup
                name={`${prefix}-${key}`}
                id={id}
                label={labels.field(key)}
                error={errorOf(key)}
                orientation="horizontal"
                options={options.map((option) => ({ value: String(option), label: labels.option(option, numeric ? 'colorSchemeNumber' : undefined) }))}
                value={field.value === undefined || field.value === null ? undefined : String(field.value)}
                onChange={(event) => field.onChange(numeric ? Number(event.target.value) : event.target.value)}
              />
            )}
          />
        );
      }
      case 'translatable':
        return (
          <fieldset className="flex flex-col gap-2 rounded border border-brand-line p-2">
            <legend className="text-body-sm font-semibold">{labels.field(key)}</legend>
            {LOCALE_CODES.map((locale) => {
              // Only the scheme's language must be filled; without one, any language would do.
              const localeProps = { id: `${id}-${locale}`, label: locale, error: !language || locale === language ? errorOf(key) : undefined };
              return definition.multiline ? (
                <TextArea key={locale} {...localeProps} rows={2} {...register(`${key}.${locale}.value`)} />
              ) : (
                <TextInput key={locale} {...localeProps} {...register(`${key}.${locale}.value`)} />
              );
            })}
          </fieldset>
        );
      case 'richText':
        return (
          <Controller
            control={control}
            name={key}
            render={({ field }) => <RichTextEditor label={labels.field(key)} value={field.value} onChange={field.onChange} onPickImage={onPickImage} />}
          />
        );
    }
  };

  return (
    <form
      noValidate
      aria-label={t('adminUi.fieldsOf', { name: blockLabel(spec.name) })}
      onSubmit={handleSubmit((valid) => onApply({ ...values, ...valid }))}
      className="flex flex-col gap-3"
    >
      {Object.entries(spec.fields as Record<string, Field>)
        .filter(([, definition]) => isFieldVisible(definition, { props: current, routeType }))
        .map(([key, definition]) => (
          <div key={key}>{renderField(key, definition)}</div>
        ))}
      <Button type="submit" className="self-start text-body-sm">
        {t('adminUi.apply')}
      </Button>
    </form>
  );
}
