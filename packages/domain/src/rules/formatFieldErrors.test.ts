import { describe, it, expect } from 'vitest';
import { formatFieldErrors } from './formatFieldErrors';

describe('formatFieldErrors', () => {
  it('lists each message with its field', () => {
    expect(formatFieldErrors({ email: ['Invalid', 'Taken'], name: ['Required'] })).toEqual([
      '[email] - Invalid',
      '[email] - Taken',
      '[name] - Required',
    ]);
  });
  it('is empty without errors', () => {
    expect(formatFieldErrors(undefined)).toEqual([]);
    expect(formatFieldErrors({ email: [] })).toEqual([]);
  });
});
