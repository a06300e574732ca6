import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX_LENGTH } from '../constants/reviews';
import { productReviewSchema } from './productReviewSchema';

describe('productReviewSchema', () => {
  it('takes a whole rating from 1 to 5 and a trimmed, optional text', () => {
    expect(productReviewSchema.parse({ rating: 5, comment: '  Hea šampoon.  ' })).toEqual({ rating: 5, comment: 'Hea šampoon.' });
    expect(productReviewSchema.parse({ rating: 1 })).toEqual({ rating: 1, comment: '' });
  });
  it('refuses a rating outside 1..5 or not whole, and a text that is too long', () => {
    for (const rating of [0, 6, 2.5, '4', null]) expect(productReviewSchema.safeParse({ rating }).success).toBe(false);
    expect(productReviewSchema.safeParse({ rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) }).success).toBe(false);
    expect(productReviewSchema.safeParse({ rating: 3, comment: ' '.repeat(10) + 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH) }).success).toBe(true);
  });
});
