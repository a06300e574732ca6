import { describe, it, expect } from 'vitest';
import { visibleSlideCount } from './visibleSlideCount';

describe('visibleSlideCount', () => {
  it('shows the requested count on larger screens', () => {
    expect(visibleSlideCount(2, 1440)).toBe(2);
    expect(visibleSlideCount(1, 1440)).toBe(1);
    expect(visibleSlideCount('2', 860)).toBe(2);
  });
  it('always shows 1 below 480 px', () => {
    expect(visibleSlideCount(2, 479)).toBe(1);
    expect(visibleSlideCount(2, 320)).toBe(1);
    expect(visibleSlideCount(2, 480)).toBe(2);
  });
  it('falls back to 1 for anything other than 2', () => {
    expect(visibleSlideCount(3, 1440)).toBe(1);
    expect(visibleSlideCount(undefined, 1440)).toBe(1);
    expect(visibleSlideCount('two', 1440)).toBe(1);
  });
});
