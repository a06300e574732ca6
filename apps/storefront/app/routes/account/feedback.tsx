import { ApiError } from '@salon/api-client';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_TOPIC,
  FEEDBACK_TOPICS,
  type FeedbackTopic,
} from '@salon/domain';
import { Button, Message, RadioGroup, TextArea, lazyResolver } from '@salon/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import type { FeedbackForm } from '../../lib/feedbackForm';
import { privatePageMeta } from '../../lib/meta';

const HTTP_TOO_MANY_REQUESTS = 429;
const NO_RATING = '';
const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 }, (_, index) => String(FEEDBACK_RATING_MIN + index));

const TOPIC_LABEL: Record<FeedbackTopic, AppTextKey> = {
  general: 'feedbackTopicGeneral',
  order: 'feedbackTopicOrder',
  product: 'feedbackTopicProduct',
  website: 'feedbackTopicWebsite',
};

// Validation loads after the page (lazyResolver of @salon/ui): the form is on screen before zod is.
const feedbackResolver = lazyResolver<FeedbackForm>(() => import('../../lib/feedbackForm').then((module) => module.feedbackResolver));

export const meta = privatePageMeta('feedback', 'account');

/** Account feedback (spec: /account/feedback): topic, optional rating and a message to customer service. */
export default function Feedback() {
  const { t, api } = useApp();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FeedbackForm>({
    resolver: feedbackResolver,
    defaultValues: { topic: FEEDBACK_TOPIC.GENERAL, rating: NO_RATING, message: '' },
  });
  useEffect(() => void feedbackResolver.preload(), []);
  const lengthHint = t('feedbackMessageLength', { min: FEEDBACK_MESSAGE_MIN_LENGTH, max: FEEDBACK_MESSAGE_MAX_LENGTH });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api.feedback.send({ topic: values.topic, rating: values.rating === NO_RATING ? null : Number(values.rating), message: values.message });
      form.reset();
      setSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status === HTTP_TOO_MANY_REQUESTS ? t('tooManyAttempts') : t('somethingWentWrong'));
    }
  });
  return (
    <section className="max-w-2xl">
      <h1 className="text-h1">{t('feedback')}</h1>
      <p className="my-4">{t('feedbackIntro')}</p>
      {sent ? (
        <div className="flex flex-col items-start gap-4">
          <Message kind="success">{t('feedbackThanks')}</Message>
          <Button variant="link" onClick={() => setSent(false)}>
            {t('feedbackAnother')}
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <RadioGroup
            label={t('feedbackTopic')}
            orientation="horizontal"
            options={FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: t(TOPIC_LABEL[topic]) }))}
            {...form.register('topic')}
          />
          <RadioGroup
            label={t('feedbackRating')}
            orientation="horizontal"
            options={[{ value: NO_RATING, label: t('feedbackNoRating') }, ...RATINGS.map((rating) => ({ value: rating, label: t('feedbackRatingValue', { rating }) }))]}
            {...form.register('rating')}
          />
          <TextArea
            label={t('feedbackMessage')}
            required
            rows={6}
            maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
            hint={form.formState.errors.message ? undefined : lengthHint}
            error={form.formState.errors.message ? lengthHint : undefined}
            {...form.register('message')}
          />
          {error ? (
            <p role="alert" className="text-status-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={form.formState.isSubmitting} className="self-start disabled:opacity-50">
            {t('feedbackSend')}
          </Button>
        </form>
      )}
    </section>
  );
}
