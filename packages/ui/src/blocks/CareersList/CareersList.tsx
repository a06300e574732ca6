import { CV_ACCEPT, CV_FILE_PROBLEM, CV_MAX_BYTES, careersListSpec, cvFileProblem, safeHref } from '@salon/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { CvFormValues, JobAdvertisement } from '../core/context';
import { defineBlock } from '../core/defineBlock';
import { CV_FORM_FIELDS, cleanCvFormValues, cvFormErrors, type CvFormErrors } from './cvFormRules';
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

function readValues(form: HTMLFormElement): CvFormValues {
  const data = new FormData(form);
  const value = (name: keyof CvFormValues) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return { fullName: value('fullName'), email: value('email'), phone: value('phone'), position: value('position'), message: value('message') };
}

/**
 * The CV form; the app sends it through onSubmit. The fields are checked on submit and, after a
 * refused submit, again as they change; the first refused field takes the focus.
 */
export function CvForm({ positions, onSubmit }: CvFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [errors, setErrors] = useState<CvFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<'idle' | 'sent' | 'failed'>('idle');
  // The app's explanation of a refusal (the API's field errors, in the shopper's language).
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = (key: keyof CvFormValues) => (errors[key] ? t(errors[key]) : undefined);
  const invalid = (key: keyof CvFormValues) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {});
  const fieldId = (key: keyof CvFormValues) => `${id}-${key}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);
    const found = cvFormErrors(values);
    setErrors(found);
    setSubmitted(true);
    const firstRefused = CV_FORM_FIELDS.find((key) => found[key]);
    if (firstRefused) {
      (form.elements.namedItem(firstRefused) as HTMLElement | null)?.focus();
      return;
    }
    setResult('idle');
    setFailure(null);
    if (cvError) return;
    setSubmitting(true);
    try {
      // Without a sender (a preview) nothing can be sent, so nothing may say "sent".
      if (!onSubmit) throw new Error('');
      await onSubmit(cleanCvFormValues(values), cv);
      setResult('sent');
      form.reset();
      setSubmitted(false);
      setCv(null);
    } catch (error) {
      setResult('failed');
      setFailure(error instanceof Error && error.message ? error.message : null);
    } finally {
      setSubmitting(false);
    }
  };
  // After a refused submit, the messages follow what is typed.
  const recheck = () => {
    if (submitted && formRef.current) setErrors(cvFormErrors(readValues(formRef.current)));
  };
  const chooseCv = (file: File | null) => {
    setCv(file);
    // Checked here too, so a 20 MB file is not uploaded only to be refused (the API decides the type by content).
    setCvError(file && cvFileProblem(file) === CV_FILE_PROBLEM.TOO_LARGE ? t('blocks.careers.errors.cvTooLarge', { megabytes: CV_MAX_BYTES / (1024 * 1024) }) : null);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} onChange={recheck} noValidate aria-label={t('blocks.careers.formTitle')} className="flex flex-col gap-4 rounded bg-brand-surface p-6">
      <h3 className="text-h3">{t('blocks.careers.formTitle')}</h3>
      <FormRow id={fieldId('fullName')} label={t('blocks.careers.fullName')} error={errorText('fullName')}>
        <input id={fieldId('fullName')} name="fullName" autoComplete="name" className={inputClass} {...invalid('fullName')} />
      </FormRow>
      <FormRow id={fieldId('email')} label={t('blocks.careers.email')} error={errorText('email')}>
        <input id={fieldId('email')} name="email" type="email" autoComplete="email" className={inputClass} {...invalid('email')} />
      </FormRow>
      <FormRow id={fieldId('phone')} label={t('blocks.careers.phone')} error={errorText('phone')}>
        <input id={fieldId('phone')} name="phone" type="tel" autoComplete="tel" className={inputClass} {...invalid('phone')} />
      </FormRow>
      <FormRow id={fieldId('position')} label={t('blocks.careers.position')}>
        <select id={fieldId('position')} name="position" className={inputClass}>
          <option value="">{t('blocks.careers.openApplication')}</option>
          {positions.map((position) => (
            <option key={position.title} value={position.title}>
              {position.title}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow id={fieldId('message')} label={t('blocks.careers.message')}>
        <textarea id={fieldId('message')} name="message" rows={4} className={inputClass} />
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
