export { ReviewForm, type ProductReviewValues, type ReviewFormProps } from './ReviewForm';
