import { describe, it, expect } from 'vitest';
import { softHyphen } from './softHyphen';

describe('softHyphen', () => {
  it('replaces every marker with U+00AD', () => {
    expect(softHyphen('juuksehool/-/dus/-/toode')).toBe('juuksehool\u00ADdus\u00ADtoode');
  });
  it('leaves other slashes and dashes alone', () => {
    expect(softHyphen('a/b - c/-d')).toBe('a/b - c/-d');
    expect(softHyphen('')).toBe('');
  });
});
