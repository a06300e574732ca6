import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, TextArea, TextInput, useTranslation } from '@salon/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreatorPlaceholder } from '../../api';
import { fieldError } from '../../host/fieldError';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite } from '../../host/useCreatorWrite';
import { useCreatorLabels } from '../../labels';
import { parseQueryFields, queryFieldsText } from './queryFields';

const placeholderSchema = z.object({
  name: z.string().trim(),
  label: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  linkUrl: z.string(),
  queryFields: z.string().refine((text) => parseQueryFields(text).wrong === null, 'creatorEditing.queryFieldsWrong'),
  replaceOriginal: z.boolean(),
});
type PlaceholderValues = z.infer<typeof placeholderSchema>;
const TEXT_PROPS = ['label', 'backgroundColor', 'textColor', 'linkUrl'] as const;
const TEXT_PROP_LABELS = {
  label: 'creatorEditing.placeholderLabel',
  backgroundColor: 'creatorEditing.placeholderBackgroundColor',
  textColor: 'creatorEditing.placeholderTextColor',
  linkUrl: 'creatorEditing.linkUrl',
} as const;
const FIELDS = ['name', ...TEXT_PROPS, 'queryFields', 'replaceOriginal'] as const;
const API_FIELDS = {
  ...Object.fromEntries(TEXT_PROPS.map((key) => [`props.${key}`, key])),
  'props.query_fields': 'queryFields',
  'props.replace_original': 'replaceOriginal',
} as Record<string, (typeof FIELDS)[number]>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Edits one placeholder's name and props (PUT placeholders/{uuid}/), keeping props it does not show. */
export function PlaceholderPropsForm({ placeholder, onDone }: { placeholder: CreatorPlaceholder; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const write = useCreatorWrite();
  const labels = useCreatorLabels();
  const props = placeholder.props;
  const { register, handleSubmit, setError, formState, watch } = useForm<PlaceholderValues>({
    resolver: zodResolver(placeholderSchema),
    mode: 'onChange',
    defaultValues: {
      name: placeholder.name,
      label: textOf(props.label),
      backgroundColor: textOf(props.backgroundColor),
      textColor: textOf(props.textColor),
      linkUrl: textOf(props.linkUrl),
      queryFields: queryFieldsText(props.query_fields),
      replaceOriginal: props.replace_original === true,
    },
  });
  const save = handleSubmit(async ({ name, queryFields, replaceOriginal, ...texts }) => {
    const next = { ...props, ...texts, query_fields: parseQueryFields(queryFields).fields, replace_original: replaceOriginal };
    const saved = await write(() => api.update('placeholders', placeholder.uuid, { name, props: next }), { form: { setError, fields: FIELDS, aliases: API_FIELDS }, refetch: ['placeholders'] });
    if (saved) onDone();
  });
  // The rule names a text key; the wrong line is read from what is typed.
  const queryFieldsError = formState.errors.queryFields
    ? formState.errors.queryFields.type === 'server'
      ? formState.errors.queryFields.message
      : t('creatorEditing.queryFieldsWrong', { line: parseQueryFields(watch('queryFields')).wrong ?? '' })
    : undefined;
  return (
    <form noValidate onSubmit={save} aria-label={t('creatorEditing.placeholderSettingsOf', { name: placeholder.name || labels.position(placeholder.type) })} className="flex max-w-xl flex-col gap-3 rounded border border-brand-line p-3">
      <TextInput label={t('adminPages.name')} error={fieldError(formState.errors, 'name', t)} {...register('name')} />
      {TEXT_PROPS.map((key) => (
        <TextInput key={key} label={t(TEXT_PROP_LABELS[key])} error={fieldError(formState.errors, key, t)} {...register(key)} />
      ))}
      <TextArea label={t('creatorEditing.queryFields')} hint={t('creatorEditing.queryFieldsHint')} error={queryFieldsError} rows={3} {...register('queryFields')} />
      <Checkbox label={t('creatorEditing.replaceOriginal')} {...register('replaceOriginal')} />
      <div className="flex gap-3">
        <Button type="submit" disabled={formState.isSubmitting} className="text-body-sm">
          {t('adminPages.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} className="text-body-sm">
          {t('adminPages.close')}
        </Button>
      </div>
    </form>
  );
}
