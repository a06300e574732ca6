import { describe, it, expect } from 'vitest';
import { exponentialRetryDelay } from './exponentialRetryDelay';

describe('exponentialRetryDelay', () => {
  it('doubles from 1 s', () => {
    expect(exponentialRetryDelay(0)).toBe(1000);
    expect(exponentialRetryDelay(1)).toBe(2000);
    expect(exponentialRetryDelay(3)).toBe(8000);
  });
  it('caps at 30 s', () => {
    expect(exponentialRetryDelay(5)).toBe(30_000);
    expect(exponentialRetryDelay(50)).toBe(30_000);
  });
  it('treats negative attempts as the first', () => {
    expect(exponentialRetryDelay(-2)).toBe(1000);
  });
  it('accepts other bounds', () => {
    expect(exponentialRetryDelay(2, 500, 1500)).toBe(1500);
  });
});
