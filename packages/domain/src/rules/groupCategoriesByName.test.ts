import { describe, expect, it } from 'vitest';
import { GROUPED_CATEGORIES_LIMIT } from '../constants/search';
import { groupCategoriesByName } from './groupCategoriesByName';

describe('groupCategoriesByName', () => {
  it('puts categories with the same name in one group, in first-seen order', () => {
    const groups = groupCategoriesByName([
      { id: 11, name: 'Šampoonid' },
      { id: 21, name: 'Toonerid' },
      { id: 31, name: 'šampoonid ' },
    ]);
    expect(groups).toEqual([
      { name: 'Šampoonid', categories: [{ id: 11, name: 'Šampoonid' }, { id: 31, name: 'šampoonid ' }] },
      { name: 'Toonerid', categories: [{ id: 21, name: 'Toonerid' }] },
    ]);
  });

  it('keeps at most the grouped-categories limit', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index, name: `Kategooria ${index}` }));
    expect(groupCategoriesByName(many)).toHaveLength(GROUPED_CATEGORIES_LIMIT);
    expect(groupCategoriesByName(many, 3)).toHaveLength(3);
  });

  it('returns nothing for no categories', () => {
    expect(groupCategoriesByName([])).toEqual([]);
  });
});
