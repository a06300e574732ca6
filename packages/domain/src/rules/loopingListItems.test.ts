import { describe, expect, it } from 'vitest';
import { loopingListItems } from './loopingListItems';

describe('loopingListItems', () => {
  it('appends whole copies until about ten items', () => {
    expect(loopingListItems([1, 2, 3])).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
    expect(loopingListItems([1, 2, 3, 4, 5])).toHaveLength(10);
  });
  it('leaves empty and long lists alone', () => {
    expect(loopingListItems([])).toEqual([]);
    expect(loopingListItems(Array.from({ length: 12 }, (_, index) => index))).toHaveLength(12);
  });
});
