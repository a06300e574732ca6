import { describe, it, expect } from 'vitest';
import { isBusinessCustomer } from './isBusinessCustomer';

describe('isBusinessCustomer', () => {
  it('is the negation of is_individual', () => {
    expect(isBusinessCustomer({ is_individual: false })).toBe(true);
    expect(isBusinessCustomer({ is_individual: true })).toBe(false);
  });
});
