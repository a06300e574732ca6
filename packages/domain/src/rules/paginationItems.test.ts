import { describe, it, expect } from 'vitest';
import { paginationItems, PAGINATION_ELLIPSIS as E } from './paginationItems';

describe('paginationItems', () => {
  it('shows edges, neighbours and ellipses in the middle', () => {
    expect(paginationItems(5, 10)).toEqual([1, E, 4, 5, 6, E, 10]);
  });
  it('has no leading ellipsis near the start', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, E, 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, E, 10]);
  });
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, E, 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(paginationItems(8, 10)).toEqual([1, E, 7, 8, 9, 10]);
  });
  it('has no trailing ellipsis near the end', () => {
    expect(paginationItems(10, 10)).toEqual([1, E, 9, 10]);
  });
  it('lists every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 5)).toEqual([1, 2, E, 5]);
  });
  it('is empty with no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
  it('treats an out-of-range current page as page 1', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(1, 10));
  });
});
