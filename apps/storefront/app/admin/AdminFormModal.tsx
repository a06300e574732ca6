import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, formErrorsFromApi } from '@salon/api-client';
import { Button, Checkbox, FieldError, ModalWrapper, TextInput, fieldFailureText, useTranslation, type FieldFailure } from '@salon/ui';
import { useEffect, useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface AdminFormField<Values> {
  name: Path<Values> & string;
  label: string;
  kind: 'text' | 'number' | 'checkbox' | 'select' | 'checkboxes';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
}

export interface AdminFormModalProps<Values extends FieldValues> {
  open: boolean;
  title: string;
  fields: readonly AdminFormField<Values>[];
  schema: z.ZodType<Values>;
  defaultValues: NoInfer<DefaultValues<Values>>;
  /** Sends the values; an ApiError's field errors are shown at their fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** API field names that differ from the form's (e.g. i18n_name -> name). */
  aliases?: Record<string, string>;
}

const inputClass = 'min-h-11 rounded border border-brand-ink bg-brand-paper px-3 py-2 text-body';

/** A staff edit form (react-hook-form + zod) in a modal that shows the API's field errors where they belong. */
export function AdminFormModal<Values extends FieldValues>({ open, title, fields, schema, defaultValues, onSubmit, onClose, aliases }: AdminFormModalProps<Values>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, Values>({ resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Values>, defaultValues });
  useEffect(() => {
    if (open) {
      reset(defaultValues);
      setFormError(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the modal opens: defaultValues is a fresh object every render
  }, [open]);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const mapped = formErrorsFromApi(error.fieldErrors, fields.map((field) => field.name), aliases);
        for (const [name, text] of Object.entries(mapped.fields)) setError(name as Path<Values>, { type: 'server', message: text });
        setFormError([error.message, ...mapped.rest].join(' '));
      } else {
        setFormError(error instanceof Error ? error.message : String(error));
      }
    }
  });
  const errorOf = (name: string) => fieldFailureText((formState.errors as Record<string, FieldFailure | undefined>)[name], t);
  return (
    <ModalWrapper open={open} onClose={onClose} title={title} preventClose={formState.isSubmitting}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {formError}
          </p>
        ) : null}
        {fields.map((field) => {
          const error = errorOf(field.name);
          if (field.kind === 'checkbox') return <Checkbox key={field.name} label={field.label} error={error} {...register(field.name)} />;
          if (field.kind === 'checkboxes') {
            return (
              <fieldset key={field.name} className="flex flex-col gap-2" aria-describedby={error ? `${idPrefix}-${field.name}-error` : undefined}>
                <legend className="mb-1 text-body-sm font-semibold">{field.label}</legend>
                {(field.options ?? []).map((option) => (
                  <Checkbox key={option.value} label={option.label} value={option.value} {...register(field.name)} />
                ))}
                <FieldError id={`${idPrefix}-${field.name}-error`}>{error}</FieldError>
              </fieldset>
            );
          }
          if (field.kind === 'select') {
            const id = `${idPrefix}-${field.name}`;
            return (
              <div key={field.name} className="flex flex-col gap-1">
                <label htmlFor={id} className="text-body-sm font-semibold">
                  {field.label}
                </label>
                <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...register(field.name)}>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <FieldError id={`${id}-error`}>{error}</FieldError>
              </div>
            );
          }
          return (
            <TextInput
              key={field.name}
              type={field.kind === 'number' ? 'number' : 'text'}
              label={field.label}
              required={field.required}
              error={error}
              {...register(field.name, field.kind === 'number' ? { valueAsNumber: true } : {})}
            />
          );
        })}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} className="font-semibold">
            {t('adminUi.cancel')}
          </Button>
          <Button size={null} type="submit" disabled={formState.isSubmitting} className="px-6 py-2 disabled:opacity-60">
            {t('adminPages.save')}
          </Button>
        </div>
      </form>
    </ModalWrapper>
  );
}
