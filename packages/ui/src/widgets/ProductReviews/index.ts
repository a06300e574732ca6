export { ProductReviews, type ProductReviewItem, type ProductReviewsProps } from './ProductReviews';
// Kept for the package's consumers: the constant lives in @salon/domain now, with the API's rules.
export { REVIEW_RATING_MAX } from '@salon/domain';
