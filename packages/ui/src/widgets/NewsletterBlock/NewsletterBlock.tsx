import { normaliseNewsletterEmail } from '@salon/domain';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

export interface NewsletterBlockProps {
  /** Already subscribed users do not see the block. */
  isSubscribed: boolean;
  /** Receives the trimmed, valid address; a rejected promise shows the failure message. */
  onSubscribe: (email: string) => Promise<void>;
}

type Phase = 'idle' | 'submitting' | 'success' | 'failed';

export function NewsletterBlock({ isSubscribed, onSubscribe }: NewsletterBlockProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  // The app's explanation of a refusal (the API's field errors, in the shopper's language).
  const [failure, setFailure] = useState<string | null>(null);
  if (isSubscribed) return null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { valid, email } = normaliseNewsletterEmail(value);
    setInvalid(!valid);
    if (!valid) return;
    setPhase('submitting');
    setFailure(null);
    try {
      await onSubscribe(email);
      setPhase('success');
    } catch (error) {
      setPhase('failed');
      setFailure(error instanceof Error && error.message ? error.message : null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-surface px-gutter py-section text-brand-ink">
      <div className="mx-auto flex max-w-2xl flex-col gap-3">
        <h2 id={`${id}-title`} className="text-h2">
          {t('frame.newsletterTitle')}
        </h2>
        {phase === 'success' ? (
          <p role="status" className="font-semibold text-status-success">
            {t('frame.newsletterSuccess')}
          </p>
        ) : (
          <>
            <p>{t('frame.newsletterText')}</p>
            <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2 xs:flex-row xs:items-start">
              <div className="flex flex-1 flex-col gap-1">
                <label htmlFor={`${id}-email`} className="text-body-sm font-semibold">
                  {t('frame.email')}
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  value={value}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? `${id}-error` : undefined}
                  onChange={(event) => {
                    setValue(event.target.value);
                    if (invalid) setInvalid(false);
                  }}
                  className={clsx(
                    'rounded border px-3 py-2',
                    invalid ? 'border-2 border-status-error bg-status-error-bg' : 'border-brand-muted bg-brand-paper',
                  )}
                />
                {invalid ? (
                  <p id={`${id}-error`} className="text-body-sm font-semibold text-status-error">
                    {t('frame.newsletterSubscriptionError')}
                  </p>
                ) : null}
              </div>
              <Button
                size={null}
                type="submit"
                disabled={phase === 'submitting'}
                className="px-5 py-2 hover:opacity-90 disabled:opacity-70 xs:mt-6"
              >
                {phase === 'submitting' ? t('frame.subscribing') : t('frame.subscribe')}
              </Button>
            </form>
            {phase === 'failed' ? (
              <div role="alert" className="text-body-sm text-status-error">
                <p>{t('frame.newsletterFailed')}</p>
                {failure ? <p className="whitespace-pre-line">{failure}</p> : null}
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
