import { describe, it, expect } from 'vitest';
import { normaliseAlignment } from './normaliseAlignment';

describe('normaliseAlignment', () => {
  it('keeps valid alignments', () => {
    expect(normaliseAlignment('left')).toBe('left');
    expect(normaliseAlignment('center')).toBe('center');
    expect(normaliseAlignment('right')).toBe('right');
  });
  it('turns legacy justify into left', () => {
    expect(normaliseAlignment('justify')).toBe('left');
  });
  it('turns unknown or missing values into left', () => {
    expect(normaliseAlignment(undefined)).toBe('left');
    expect(normaliseAlignment('middle')).toBe('left');
    expect(normaliseAlignment(1)).toBe('left');
  });
});
