import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_RATING_MAX } from '@salon/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { RadioGroup } from '../RadioGroup';
import { TextArea } from '../TextArea';

export interface ProductReviewValues {
  rating: number;
  comment: string;
}

export interface ReviewFormProps {
  /** Sends the review; the form shows the thank-you only once `sent` says it arrived. */
  onSubmit: (review: ProductReviewValues) => void;
  submitting?: boolean;
  /** The answer was 2xx: the form gives way to the thank-you. */
  sent?: boolean;
  /** Why the review was refused, in the shopper's language. */
  error?: string | null;
  /** Opened by the shopper's press: focus goes to the first rating (the button they pressed is gone). */
  focusOnOpen?: boolean;
}

/**
 * A customer's review of a product: a whole-star rating (radios, so arrows choose it by
 * keyboard) and an optional text. The rating is required; the text is cut at
 * REVIEW_COMMENT_MAX_LENGTH as the API would refuse more.
 */
export function ReviewForm({ onSubmit, submitting = false, sent = false, error = null, focusOnOpen = false }: ReviewFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector('input')?.focus();
  }, [focusOnOpen]);
  const [rating, setRating] = useState<string>('');
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  if (sent) {
    return (
      <p role="status" className="rounded bg-status-success-bg px-3 py-2 text-status-success">
        {t('productDetail.reviewSent')}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissingRating(true);
      return;
    }
    onSubmit({ rating: Number(rating), comment: comment.trim() });
  };
  const ratings = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => String(REVIEW_RATING_MAX - index));
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex max-w-prose flex-col gap-4" aria-label={t('productDetail.writeReview')}>
      <RadioGroup
        name="rating"
        label={t('productDetail.yourRating')}
        required
        orientation="horizontal"
        value={rating}
        error={missingRating ? t('productDetail.chooseRating') : undefined}
        options={ratings.map((value) => ({
          value,
          label: (
            <>
              <span aria-hidden="true">{'★'.repeat(Number(value))} </span>
              {t('productDetail.stars', { count: Number(value) })}
            </>
          ),
        }))}
        onChange={(event) => {
          setRating(event.target.value);
          setMissingRating(false);
        }}
      />
      <TextArea label={t('productDetail.reviewText')} value={comment} maxLength={REVIEW_COMMENT_MAX_LENGTH} onChange={(event) => setComment(event.target.value)} />
      {error ? (
        <p role="alert" className="text-status-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="self-start disabled:opacity-60">
        {submitting ? t('productDetail.sendingReview') : t('productDetail.sendReview')}
      </Button>
    </form>
  );
}
