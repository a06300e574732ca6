export { ProductReviews, REVIEW_RATING_MAX, type ProductReviewItem, type ProductReviewsProps } from './ProductReviews';
