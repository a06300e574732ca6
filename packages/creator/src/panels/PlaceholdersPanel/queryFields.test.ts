import { describe, expect, it } from 'vitest';
import { parseQueryFields, queryFieldsText } from './queryFields';

describe('query fields as text', () => {
  it('reads key=value lines, trimmed, skipping blank lines', () => {
    expect(parseQueryFields(' brand = 5 \n\ncategory=7')).toEqual({ fields: { brand: '5', category: '7' }, wrong: null });
  });
  it('names the first line that is not key=value', () => {
    expect(parseQueryFields('brand=5\nnonsense\n=3').wrong).toBe('nonsense');
    expect(parseQueryFields('=3').wrong).toBe('=3');
  });
  it('writes stored fields back as lines', () => {
    expect(queryFieldsText({ brand: '5', category: 7 })).toBe('brand=5\ncategory=7');
    expect(queryFieldsText(null)).toBe('');
  });
});
