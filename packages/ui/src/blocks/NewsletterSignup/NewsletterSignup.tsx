import { MESSAGE_KEY, newsletterSignupSpec, normaliseNewsletterEmail } from '@salon/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { Button } from '../../primitives/Button';

type SignupState = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

export const newsletterSignupBlock = defineBlock(newsletterSignupSpec, {
  render: function NewsletterSignup({ props, context }) {
    const { t } = useTranslation();
    const id = useId();
    const [email, setEmail] = useState('');
    const [state, setState] = useState<SignupState>('idle');
    const [failure, setFailure] = useState<string | null>(null);

    const submit = async (event: FormEvent) => {
      event.preventDefault();
      const checked = normaliseNewsletterEmail(email);
      if (!checked.valid) {
        setState('invalid');
        return;
      }
      setState('sending');
      setFailure(null);
      try {
        // Without a subscriber (a preview) nothing is sent, so nothing may say "subscribed".
        if (!context.onNewsletterSubscribe) throw new Error('');
        await context.onNewsletterSubscribe(checked.email);
        setState('sent');
        setEmail('');
      } catch (error) {
        setState('failed');
        setFailure(error instanceof Error && error.message ? error.message : null);
      }
    };

    const errorKey = state === 'invalid' || state === 'failed' ? `blocks.newsletter.${MESSAGE_KEY.NEWSLETTER_SUBSCRIPTION_ERROR}` : null;
    return (
      <section className="rounded bg-scheme-blue p-6 text-white md:p-10">
        <h2 className="font-display text-h2">{props.title || t('blocks.newsletter.title')}</h2>
        {props.description ? <p className="mt-2 text-lead">{props.description}</p> : null}
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2 md:flex-row md:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={id} className="text-body-sm font-semibold">
              {t('blocks.newsletter.email')}
            </label>
            <input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errorKey !== null}
              aria-describedby={errorKey ? `${id}-error` : undefined}
              className="rounded bg-white px-3 py-2 text-text-black"
            />
          </div>
          <Button variant="unstyled" type="submit" disabled={state === 'sending'} className="rounded bg-white px-6 py-2 font-semibold text-scheme-blue disabled:opacity-70">
            {t('blocks.newsletter.subscribe')}
          </Button>
        </form>
        {errorKey ? (
          <p id={`${id}-error`} role="alert" className="mt-2 rounded bg-white px-3 py-1 text-status-error">
            {t(errorKey)}
            {failure ? <span className="block whitespace-pre-line text-body-sm">{failure}</span> : null}
          </p>
        ) : null}
        {state === 'sent' ? (
          <p role="status" className="mt-2">
            {t('blocks.newsletter.sent')}
          </p>
        ) : null}
      </section>
    );
  },
});
