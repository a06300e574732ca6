import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useApp } from '../lib/appContext';
import type { AppTextKey } from '../i18n/appTexts';

/** Labelled input with its translated validation message. TODO(ui-product-widgets): FormField/TextInput from @salon/ui. */
export function Field({ label, registration, error, type = 'text', autoComplete }: { label: AppTextKey; registration: UseFormRegisterReturn; error?: FieldError | undefined; type?: string; autoComplete?: string }) {
  const { t } = useApp();
  const id = `field-${registration.name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id}>{t(label)}</label>
      <input id={id} type={type} autoComplete={autoComplete} aria-invalid={Boolean(error)} className="rounded border border-brand-line px-3 py-2" {...registration} />
      {error?.message ? (
        <p role="alert" className="text-body-sm text-status-error">
          {t(error.message as AppTextKey)}
        </p>
      ) : null}
    </div>
  );
}
