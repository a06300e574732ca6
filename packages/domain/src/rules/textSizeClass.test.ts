import { describe, it, expect } from 'vitest';
import { textSizeClass } from './textSizeClass';

describe('textSizeClass', () => {
  it('is small up to 64 characters', () => {
    expect(textSizeClass('')).toBe('small');
    expect(textSizeClass(null)).toBe('small');
    expect(textSizeClass('a'.repeat(64))).toBe('small');
  });
  it('is medium from 65 to 255', () => {
    expect(textSizeClass('a'.repeat(65))).toBe('medium');
    expect(textSizeClass('a'.repeat(255))).toBe('medium');
  });
  it('is large from 256, including past 1000', () => {
    expect(textSizeClass('a'.repeat(256))).toBe('large');
    expect(textSizeClass('a'.repeat(1000))).toBe('large');
    expect(textSizeClass('a'.repeat(5000))).toBe('large');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(textSizeClass('😀'.repeat(64))).toBe('small');
  });
});
