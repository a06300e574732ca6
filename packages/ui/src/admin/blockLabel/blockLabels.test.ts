import { BLOCK_NAMES } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { blockNames } from '../../i18n/namespaces/admin/blockNames';
import { UI_LANGUAGES } from '../../i18n/defineNamespace';

describe('block names for editors', () => {
  it.each(UI_LANGUAGES)('names every block in %s, each name once, none the code name', (language) => {
    const names = blockNames[language] as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...BLOCK_NAMES].sort());
    expect(new Set(Object.values(names)).size).toBe(BLOCK_NAMES.length);
    // A code name is one word with an inner capital ("SplitPreviewMini").
    expect(Object.values(names).filter((name) => /^[A-Z][a-z]+[A-Z]\w*$/.test(name))).toEqual([]);
  });
});
