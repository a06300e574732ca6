import { describe, it, expect } from 'vitest';
import { normaliseSearchParams } from './normaliseSearchParams';

describe('normaliseSearchParams', () => {
  it('drops empty, null, undefined and empty-array values', () => {
    expect(
      normaliseSearchParams({ term: 'shampoo', a: '', b: null, c: undefined, d: [], page: 1 }),
    ).toEqual({ term: 'shampoo', page: '1' });
  });
  it('joins arrays with commas', () => {
    expect(normaliseSearchParams({ brands: ['3', '7', 9] })).toEqual({ brands: '3,7,9' });
  });
  it('drops blank members of arrays and arrays of only blanks', () => {
    expect(normaliseSearchParams({ brands: ['3', '', null, '7'], x: [null, ''] })).toEqual({ brands: '3,7' });
  });
  it('de-duplicates comma-separated categories', () => {
    expect(normaliseSearchParams({ categories: '4,5,4,,6,5' })).toEqual({ categories: '4,5,6' });
    expect(normaliseSearchParams({ categories: ['4,5', '5', 4] })).toEqual({ categories: '4,5' });
  });
  it('leaves duplicate values of other params alone', () => {
    expect(normaliseSearchParams({ brands: '1,1' })).toEqual({ brands: '1,1' });
  });
  it('keeps false and 0, which are real values', () => {
    expect(normaliseSearchParams({ standalone: false, min: 0 })).toEqual({ standalone: 'false', min: '0' });
  });
  it('drops categories that are only commas', () => {
    expect(normaliseSearchParams({ categories: ',,' })).toEqual({});
  });
});
