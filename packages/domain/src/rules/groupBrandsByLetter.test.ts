import { describe, expect, it } from 'vitest';
import { OTHER_LETTER_GROUP, groupBrandsByLetter } from './groupBrandsByLetter';

const names = (value: string) => value;

describe('groupBrandsByLetter', () => {
  it('sorts and groups by upper-case first letter', () => {
    expect(groupBrandsByLetter(['balmora', 'Aurélia', 'Briolette'], names, 'en')).toEqual([
      { letter: 'A', items: ['Aurélia'] },
      { letter: 'B', items: ['balmora', 'Briolette'] },
    ]);
  });

  it('follows the Estonian alphabet (Š after S, Z after Š)', () => {
    const groups = groupBrandsByLetter(['Zoë', 'Šilkas', 'Sola'], names, 'et');
    expect(groups.map((group) => group.letter)).toEqual(['S', 'Š', 'Z']);
  });

  it('puts names without a leading letter first', () => {
    expect(groupBrandsByLetter(['Kéravelle', '4Beauty'], names, 'en')).toEqual([
      { letter: OTHER_LETTER_GROUP, items: ['4Beauty'] },
      { letter: 'K', items: ['Kéravelle'] },
    ]);
  });

  it('groups objects by the given name', () => {
    const brands = [{ name: 'Wellara' }, { name: 'Wella' }];
    expect(groupBrandsByLetter(brands, (brand) => brand.name, 'en')[0]?.items).toEqual([{ name: 'Wella' }, { name: 'Wellara' }]);
  });
});
