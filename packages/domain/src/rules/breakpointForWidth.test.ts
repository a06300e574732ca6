import { describe, it, expect } from 'vitest';
import { breakpointForWidth } from './breakpointForWidth';

describe('breakpointForWidth', () => {
  it.each([
    [0, 'XS'],
    [859, 'XS'],
    [860, 'MD'],
    [1279, 'MD'],
    [1280, 'LG'],
    [1439, 'LG'],
    [1440, 'XL'],
    [3840, 'XL'],
  ])('%i px is %s', (width, expected) => {
    expect(breakpointForWidth(width)).toBe(expected);
  });
});
