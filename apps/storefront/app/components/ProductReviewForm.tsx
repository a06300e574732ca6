import { ApiError } from '@salon/api-client';
import { ERROR_CODE } from '@salon/domain';
import { ReviewForm, useTranslation, type ProductReviewValues } from '@salon/ui';
import { useState } from 'react';
import { useApp } from '../lib/appContext';
import { writeFailureText } from '../lib/writeFailureDisplay';

/**
 * A logged-in customer's review of a product, sent to the API (POST /products/{id}/reviews/): the
 * thank-you shows only after its 2xx; a refusal is said in the shopper's language and keeps what
 * they wrote. Loaded when the customer asks to write one, not with the product page.
 */
export default function ProductReviewForm({ productId }: { productId: number | string }) {
  const { api, t } = useApp();
  const { t: uiT } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (review: ProductReviewValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await api.catalogue.writeReview(productId, review);
      setSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.code === ERROR_CODE.REVIEW_ALREADY_WRITTEN ? uiT('productDetail.reviewAlreadyWritten') : writeFailureText(caught, t));
    } finally {
      setSubmitting(false);
    }
  };
  return <ReviewForm onSubmit={(review) => void submit(review)} submitting={submitting} sent={sent} error={error} focusOnOpen />;
}
