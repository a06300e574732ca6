import { GROUPED_CATEGORIES_LIMIT, SEARCH_SUGGESTIONS_LIMIT } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { buildOptionGroups } from './searchOptions';

describe('buildOptionGroups', () => {
  it('shows only popular searches for blank text', () => {
    const groups = buildOptionGroups(false, {
      popularSearches: [{ label: 'Šampoon', href: '/products?search=šampoon' }],
      suggestions: ['palsam'],
    });
    expect(groups.map((group) => group.key)).toEqual(['popular']);
  });

  it('caps suggestions and category groups', () => {
    const groups = buildOptionGroups(true, {
      suggestions: Array.from({ length: 12 }, (_, index) => `šampoon ${index}`),
      categories: Array.from({ length: 12 }, (_, index) => ({ id: index, name: `Kategooria ${index}` })),
    });
    expect(groups.find((group) => group.key === 'suggestions')?.options).toHaveLength(SEARCH_SUGGESTIONS_LIMIT);
    expect(groups.find((group) => group.key === 'categories')?.options).toHaveLength(GROUPED_CATEGORIES_LIMIT);
  });

  it('merges same-named categories and leaves out empty groups', () => {
    const groups = buildOptionGroups(true, {
      categories: [
        { id: 11, name: 'Šampoonid', parentName: 'Juuksehooldus' },
        { id: 31, name: 'Šampoonid', parentName: 'Meestele' },
      ],
    });
    expect(groups).toEqual([
      {
        key: 'categories',
        options: [
          { kind: 'categoryGroup', id: 'category-0', label: 'Šampoonid', categoryIds: [11, 31], parentNames: ['Juuksehooldus', 'Meestele'] },
        ],
      },
    ]);
  });
});
