import { zodResolver } from '@hookform/resolvers/zod';
import { CV_ACCEPT, CV_FILE_PROBLEM, CV_MAX_BYTES, careersListSpec, cvFileProblem, safeHref } from '@salon/domain';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { CvFormValues, JobAdvertisement } from '../core/context';
import { defineBlock } from '../core/defineBlock';
import { cvFormSchema } from './cvFormSchema';
import { Button } from '../../primitives/Button';

const inputClass = 'w-full rounded border border-brand-muted bg-white px-3 py-2 text-body aria-[invalid=true]:border-status-error';

function FormRow({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-body-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-body-sm text-status-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CvFormProps {
  positions: readonly JobAdvertisement[];
  onSubmit?: ((values: CvFormValues, cv: File | null) => Promise<void>) | undefined;
}

/** The CV form: react-hook-form with the zod rules; the app sends it through onSubmit. */
export function CvForm({ positions, onSubmit }: CvFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [result, setResult] = useState<'idle' | 'sent' | 'failed'>('idle');
  // The app's explanation of a refusal (the API's field errors, in the shopper's language).
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CvFormValues>({
    resolver: zodResolver(cvFormSchema),
    defaultValues: { fullName: '', email: '', phone: '', position: '', message: '' },
  });
  const errorText = (key: keyof CvFormValues) => (errors[key]?.message ? t(errors[key].message) : undefined);
  const invalid = (key: keyof CvFormValues) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {});

  const submit = handleSubmit(async (values) => {
    setResult('idle');
    setFailure(null);
    if (cvError) return;
    try {
      // Without a sender (a preview) nothing can be sent, so nothing may say "sent".
      if (!onSubmit) throw new Error('');
      await onSubmit(values, cv);
      setResult('sent');
      reset();
      setCv(null);
    } catch (error) {
      setResult('failed');
      setFailure(error instanceof Error && error.message ? error.message : null);
    }
  });
  const chooseCv = (file: File | null) => {
    setCv(file);
    // Checked here too, so a 20 MB file is not uploaded only to be refused (the API decides the type by content).
    setCvError(file && cvFileProblem(file) === CV_FILE_PROBLEM.TOO_LARGE ? t('blocks.careers.errors.cvTooLarge', { megabytes: CV_MAX_BYTES / (1024 * 1024) }) : null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('blocks.careers.formTitle')} className="flex flex-col gap-4 rounded bg-brand-surface p-6">
      <h3 className="text-h3">{t('blocks.careers.formTitle')}</h3>
      <FormRow id={`${id}-fullName`} label={t('blocks.careers.fullName')} error={errorText('fullName')}>
        <input id={`${id}-fullName`} autoComplete="name" className={inputClass} {...register('fullName')} {...invalid('fullName')} />
      </FormRow>
      <FormRow id={`${id}-email`} label={t('blocks.careers.email')} error={errorText('email')}>
        <input id={`${id}-email`} type="email" autoComplete="email" className={inputClass} {...register('email')} {...invalid('email')} />
      </FormRow>
      <FormRow id={`${id}-phone`} label={t('blocks.careers.phone')} error={errorText('phone')}>
        <input id={`${id}-phone`} type="tel" autoComplete="tel" className={inputClass} {...register('phone')} {...invalid('phone')} />
      </FormRow>
      <FormRow id={`${id}-position`} label={t('blocks.careers.position')}>
        <select id={`${id}-position`} className={inputClass} {...register('position')}>
          <option value="">{t('blocks.careers.openApplication')}</option>
          {positions.map((position) => (
            <option key={position.title} value={position.title}>
              {position.title}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow id={`${id}-message`} label={t('blocks.careers.message')}>
        <textarea id={`${id}-message`} rows={4} className={inputClass} {...register('message')} />
      </FormRow>
      <FormRow id={`${id}-cv`} label={t('blocks.careers.cv')} error={cvError ?? undefined}>
        <input
          id={`${id}-cv`}
          type="file"
          accept={CV_ACCEPT}
          className="text-body-sm"
          aria-invalid={cvError ? true : undefined}
          aria-describedby={cvError ? `${id}-cv-error` : undefined}
          onChange={(event) => chooseCv(event.target.files?.[0] ?? null)}
        />
      </FormRow>
      <Button size="lg" type="submit" disabled={isSubmitting} className="self-start text-white disabled:bg-brand-muted">
        {t('blocks.careers.submit')}
      </Button>
      {result === 'sent' ? (
        <p role="status" className="text-status-success">
          {t('blocks.careers.sent')}
        </p>
      ) : null}
      {result === 'failed' ? (
        <div role="alert" className="text-status-error">
          <p>{t('blocks.careers.failed')}</p>
          {failure ? <p className="whitespace-pre-line text-body-sm">{failure}</p> : null}
        </div>
      ) : null}
    </form>
  );
}

export const careersListBlock = defineBlock(careersListSpec, {
  render: function CareersList({ props, context }) {
    const { t } = useTranslation();
    const ads = context.jobAdvertisements;
    const items = ads?.status === 'success' ? ads.items : [];
    return (
      <section className="grid gap-8 md:grid-cols-2">
        <div>
          <h2 className="font-display text-h2">{props.title || t('blocks.careers.title')}</h2>
          {props.intro ? <p className="mt-2 text-lead">{props.intro}</p> : null}
          {!ads || ads.status === 'loading' ? (
            <p role="status" className="mt-4 text-brand-muted">
              {t('common.loading')}
            </p>
          ) : ads.status === 'error' ? (
            <div role="alert" className="mt-4 flex items-center gap-4 text-status-error">
              <span>{t('blocks.careers.loadError')}</span>
              {context.onRetryJobAdvertisements ? (
                <Button variant="secondary" size="sm" onClick={context.onRetryJobAdvertisements} className="border-current font-semibold">
                  {t('common.retry')}
                </Button>
              ) : null}
            </div>
          ) : items.length === 0 ? (
            <p className="mt-4 text-brand-muted">{t('blocks.careers.empty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-brand-line border-y border-brand-line">
              {items.map((ad, index) => (
                <li key={`${index}-${ad.title}`} className="py-3">
                  {ad.url ? (
                    <a href={safeHref(ad.url)} className="font-semibold underline underline-offset-4">
                      {ad.title}
                    </a>
                  ) : (
                    <h3 className="text-body font-semibold">{ad.title}</h3>
                  )}
                  <p className="text-body-sm text-brand-muted">{ad.location}</p>
                  {ad.description ? <p className="mt-1 text-body-sm">{ad.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        <CvForm positions={items} onSubmit={context.onCvSubmit} />
      </section>
    );
  },
});
