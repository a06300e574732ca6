import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALE_CODES, type LocaleCode } from '@salon/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { z } from 'zod';
import { fieldFailureText, type FieldFailure } from '../../widgets/FormField';
import { TextArea } from '../../widgets/TextArea';
import { TextInput } from '../../widgets/TextInput';
import { ModalWrapper } from '../ModalWrapper';
import { LocaleTabs, localesWithErrors, type LocalizedText } from './LocaleTabs';
import { Button } from '../../primitives/Button';


/** Required per locale for name and slug; description may stay empty. */
export function localizedTextSchema(locales: readonly LocaleCode[], required: boolean) {
  const text = required ? z.string().trim().min(1, 'modalCommon.requiredField') : z.string();
  return z.object(Object.fromEntries(locales.map((locale) => [locale, text]))) as unknown as z.ZodType<LocalizedText, LocalizedText>;
}

export interface NameSlugDescriptionValues {
  name: LocalizedText;
  slug: LocalizedText;
  description: LocalizedText;
}

/** A server message's field: `name`, or one locale of it (`name.et_EE`). */
export type NameSlugDescriptionErrorField = keyof NameSlugDescriptionValues | `${keyof NameSlugDescriptionValues}.${LocaleCode}`;

export interface NameSlugDescriptionFormProps {
  /** The modal's heading, already translated. */
  title: string;
  open: boolean;
  onClose: () => void;
  values: NameSlugDescriptionValues;
  onSave: (values: NameSlugDescriptionValues) => void;
  saving?: boolean | undefined;
  serverError?: string | null | undefined;
  /** The API's messages per field, shown at the fields. */
  fieldErrors?: Partial<Record<NameSlugDescriptionErrorField, string>> | undefined;
  /** Records without a description (brands, categories) leave the field out. */
  withDescription?: boolean | undefined;
  /** The locales edited, every store locale by default; one locale (untranslated records) shows no language tabs. */
  locales?: readonly LocaleCode[] | undefined;
  /** The language tab shown first (the admin's content language). */
  initialLocale?: LocaleCode | undefined;
}

/** Internal: the modal form behind EditBrandModal and EditCategoryModal (name, slug, description in every locale). */
export function NameSlugDescriptionForm({ title, open, onClose, values, onSave, saving, serverError, fieldErrors, withDescription = true, locales = LOCALE_CODES, initialLocale }: NameSlugDescriptionFormProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<LocaleCode>(initialLocale && locales.includes(initialLocale) ? initialLocale : (locales[0] ?? LOCALE_CODES[0]!));
  // Callers may pass a fresh array each render: its contents are what matter.
  const localeKey = locales.join(',');
  const schema = useMemo(
    () => z.object({ name: localizedTextSchema(locales, true), slug: localizedTextSchema(locales, true), description: localizedTextSchema(locales, false) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the locales by content (localeKey above), not by array identity
    [localeKey],
  );
  const { register, handleSubmit, formState, setError } = useForm<NameSlugDescriptionValues>({ resolver: zodResolver(schema), defaultValues: values });
  const error = (failure?: FieldFailure) => fieldFailureText(failure, t);
  const errors = formState.errors as Partial<Record<keyof NameSlugDescriptionValues, Partial<Record<LocaleCode, { type?: string; message?: string }>> & { type?: string; message?: string }>>;
  const invalid = localesWithErrors(locales, errors.name, errors.slug, errors.description);
  useEffect(() => {
    const failed: LocaleCode[] = [];
    for (const [key, message] of Object.entries(fieldErrors ?? {}) as [NameSlugDescriptionErrorField, string][]) {
      // A message for the whole field belongs to the language shown first.
      const [field, locale = locales[0]] = key.split('.') as [keyof NameSlugDescriptionValues, LocaleCode | undefined];
      if (!locale) continue;
      setError(`${field}.${locale}` as FieldPath<NameSlugDescriptionValues>, { type: 'server', message });
      failed.push(locale);
    }
    const first = locales.find((locale) => failed.includes(locale));
    if (first) setActive(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the locales by content (localeKey above), not by array identity
  }, [fieldErrors, setError, localeKey]);
  const onSubmit = handleSubmit(onSave, (failures) => {
    // Show the language that holds the first invalid field.
    const first = locales.find((locale) => [failures.name, failures.slug, failures.description].some((group) => (group as Record<string, unknown> | undefined)?.[locale]));
    if (first) setActive(first);
  });
  return (
    <ModalWrapper open={open} onClose={onClose} title={title} preventClose={saving}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {serverError}
          </p>
        ) : null}
        <LocaleTabs locales={locales} active={active} onChange={setActive} invalid={invalid}>
          {(locale) => (
            <>
              <TextInput label={t('adminModals.name')} required error={error(errors.name?.[locale])} {...register(`name.${locale}`)} />
              <TextInput label={t('adminModals.slug')} required hint={t('adminModals.slugHint')} error={error(errors.slug?.[locale])} {...register(`slug.${locale}`)} />
              {withDescription ? <TextArea label={t('adminModals.description')} error={error(errors.description?.[locale])} {...register(`description.${locale}`)} /> : null}
            </>
          )}
        </LocaleTabs>
        <div className="flex flex-col gap-2 xs:flex-row-reverse">
          <Button type="submit" disabled={saving} className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink">
            {saving ? t('modalCommon.saving') : t('modalCommon.save')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={saving} className="min-h-11 font-semibold">
            {t('modalCommon.cancel')}
          </Button>
        </div>
      </form>
    </ModalWrapper>
  );
}
