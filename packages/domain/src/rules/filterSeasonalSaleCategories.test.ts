import { describe, it, expect } from 'vitest';
import { filterSeasonalSaleCategories } from './filterSeasonalSaleCategories';

const category = (id: number, et: string | undefined, en = 'x') => ({
  id,
  i18n_name: { ...(et === undefined ? {} : { et_EE: { value: et } }), en_US: { value: en } },
});

describe('filterSeasonalSaleCategories', () => {
  it('drops categories whose Estonian name starts with the label, any case', () => {
    const result = filterSeasonalSaleCategories([
      category(1, 'Sooduskampaania jõulud'),
      category(2, 'SOODUSKAMPAANIA'),
      category(3, 'Šampoonid'),
      category(4, 'Kevadine sooduskampaania'),
    ]);
    expect(result.map((c) => c.id)).toEqual([3, 4]);
  });
  it('looks only at the Estonian name', () => {
    expect(filterSeasonalSaleCategories([category(5, 'Hooldus', 'Sooduskampaania')])).toHaveLength(1);
  });
  it('keeps categories without an Estonian name', () => {
    expect(filterSeasonalSaleCategories([category(6, undefined), { id: 7, i18n_name: null }])).toHaveLength(2);
  });
  it('accepts another label', () => {
    expect(filterSeasonalSaleCategories([category(8, 'Jõulumüük'), category(9, 'Hooldus')], 'jõulu')).toHaveLength(1);
  });
});
