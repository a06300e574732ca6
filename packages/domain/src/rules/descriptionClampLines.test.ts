import { describe, it, expect } from 'vitest';
import { descriptionClampLines } from './descriptionClampLines';

describe('descriptionClampLines', () => {
  it('clamps by breakpoint', () => {
    expect(descriptionClampLines('XS')).toBe(6);
    expect(descriptionClampLines('MD')).toBe(8);
    expect(descriptionClampLines('LG')).toBe(8);
    expect(descriptionClampLines('XL')).toBe(10);
  });
  it('clamps categories to 2 everywhere', () => {
    expect(descriptionClampLines('XS', true)).toBe(2);
    expect(descriptionClampLines('XL', true)).toBe(2);
  });
});
