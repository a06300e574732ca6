import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, fieldErrorsFromZod } from './apiError';

describe('apiErrorSchema', () => {
  it('parses code, message and optional field errors', () => {
    expect(apiErrorSchema.safeParse({ code: 'ORDER_NOT_FOUND', message: 'Order not found' }).success).toBe(true);
    expect(apiErrorSchema.parse({ code: 'VALIDATION', message: 'Bad', errors: { email: ['Invalid'] } }).errors).toEqual({ email: ['Invalid'] });
    expect(apiErrorSchema.safeParse({ message: 'no code' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: 'X', message: 'm', errors: { email: 'Invalid' } }).success).toBe(false);
  });
});

describe('fieldErrorsFromZod', () => {
  it('groups messages by dotted path', () => {
    const schema = z.object({
      email: z.string().min(3, 'too short').email('not an e-mail'),
      address: z.object({ city: z.string({ error: 'city required' }) }),
      lines: z.array(z.object({ quantity: z.number().min(1, 'at least 1') })),
    });
    const result = schema.safeParse({ email: 'a', address: {}, lines: [{ quantity: 0 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({
      email: ['too short', 'not an e-mail'],
      'address.city': ['city required'],
      'lines.0.quantity': ['at least 1'],
    });
  });
  it('puts whole-value problems under non_field_errors', () => {
    const result = z.string({ error: 'expected text' }).safeParse(5);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsFromZod(result.error)).toEqual({ non_field_errors: ['expected text'] });
  });
});
