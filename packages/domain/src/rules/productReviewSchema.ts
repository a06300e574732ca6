import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_RATING_MAX } from '../constants/reviews';

// A module of its own, like newPasswordSchema: a schema built at import would put zod into every
// bundle that only wanted the constants.
/** What a customer sends to review a product: a whole-star rating and an optional text. */
export const productReviewSchema = z.object({
  rating: z.number({ error: 'Choose a rating.' }).int('Choose a rating.').min(1, 'Choose a rating.').max(REVIEW_RATING_MAX, 'Choose a rating.'),
  comment: z.string({ error: 'Must be text.' }).trim().max(REVIEW_COMMENT_MAX_LENGTH, `At most ${REVIEW_COMMENT_MAX_LENGTH} characters.`).default(''),
});
