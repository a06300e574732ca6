import { describe, it, expect } from 'vitest';
import { parseBannerTimeouts } from './parseBannerTimeouts';

describe('parseBannerTimeouts', () => {
  it('defaults to 10 s close and 2 s switch', () => {
    expect(parseBannerTimeouts({})).toEqual({
      closeSeconds: 10,
      switchSeconds: 2,
      closeMs: 10_000,
      switchMs: 2000,
      autoHideMs: 10_500,
    });
  });
  it('accepts decimal commas and points', () => {
    const timeouts = parseBannerTimeouts({ closeTimeoutSeconds: '7,5', switchTimeoutSeconds: '2.5' });
    expect(timeouts.closeSeconds).toBe(7.5);
    expect(timeouts.switchMs).toBe(2500);
    expect(timeouts.autoHideMs).toBe(8000);
  });
  it('accepts numbers', () => {
    expect(parseBannerTimeouts({ closeTimeoutSeconds: 3, switchTimeoutSeconds: 1 }).closeMs).toBe(3000);
  });
  it('uses defaults for empty, zero, negative or unreadable values', () => {
    expect(parseBannerTimeouts({ closeTimeoutSeconds: '', switchTimeoutSeconds: '  ' }).closeSeconds).toBe(10);
    expect(parseBannerTimeouts({ closeTimeoutSeconds: '0' }).closeSeconds).toBe(10);
    expect(parseBannerTimeouts({ switchTimeoutSeconds: -1 }).switchSeconds).toBe(2);
    expect(parseBannerTimeouts({ closeTimeoutSeconds: 'ten' }).closeSeconds).toBe(10);
    expect(parseBannerTimeouts({ closeTimeoutSeconds: null }).closeSeconds).toBe(10);
  });
});
