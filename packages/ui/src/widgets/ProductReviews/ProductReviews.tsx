import { REVIEW_RATING_MAX, TIME_ZONE } from '@salon/domain';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

export interface ProductReviewItem {
  id: number | string;
  /** 1 to REVIEW_RATING_MAX. */
  rating: number;
  comment: string;
  /** The reviewer as the shop may show them; null reads as an anonymous customer. */
  author: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
}

export interface ProductReviewsProps {
  /** Approved reviews only, in the order to show them. */
  reviews: readonly ProductReviewItem[];
  /** All approved reviews of the product; more than shown offers the show-more button. */
  total?: number;
  onShowMore?: () => void;
  loadingMore?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** Under the heading: how a shopper adds their own (the store's review form or a login). */
  action?: ReactNode;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Dates in the shop's time zone, so server and browser print the same day. */
function formatDate(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, dateStyle: 'long' });
    dateFormats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.max(0, Math.min(REVIEW_RATING_MAX, Math.round(rating)));
  return (
    <span role="img" aria-label={label} className="text-body tracking-wider text-brand-ink">
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span aria-hidden="true" className="text-brand-muted">
        {'☆'.repeat(REVIEW_RATING_MAX - filled)}
      </span>
    </span>
  );
}

/** The product's approved reviews: rating, text, author and date; an empty state without any. */
export function ProductReviews({ reviews, total = reviews.length, onShowMore, loadingMore = false, headingLevel: Heading = 'h2', className, action }: ProductReviewsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language || 'en';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx('flex flex-col gap-4', className)}>
      <Heading id={headingId} className="text-h2">
        {t('productDetail.reviews')}
      </Heading>
      {action}
      {reviews.length === 0 ? (
        <p className="text-brand-muted">{t('productDetail.noReviews')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-brand-line">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} label={t('productDetail.rating', { rating: review.rating, max: REVIEW_RATING_MAX })} />
                <span className="font-semibold">{review.author ?? t('productDetail.anonymous')}</span>
                <time dateTime={review.createdAt} className="text-body-sm text-brand-muted">
                  {formatDate(review.createdAt, language)}
                </time>
              </div>
              {review.comment ? <p className="whitespace-pre-line">{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {onShowMore && reviews.length < total ? (
        <Button
          variant="secondary"
          onClick={onShowMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
          className="self-start font-semibold hover:bg-brand-surface disabled:cursor-wait disabled:opacity-60"
        >
          {t('productDetail.showMore')}
        </Button>
      ) : null}
    </section>
  );
}
