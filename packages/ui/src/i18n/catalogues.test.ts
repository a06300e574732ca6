import { describe, expect, it } from 'vitest';
import { catalogues, shopperCatalogue } from './catalogues';
import { staffNamespaces } from './namespaces';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation catalogues', () => {
  const englishKeys = keyPaths(catalogues.en).sort();

  it.each(Object.keys(catalogues))('%s has every English key and no empty text', (language) => {
    const catalogue = catalogues[language as keyof typeof catalogues];
    expect(keyPaths(catalogue).sort()).toEqual(englishKeys);
    for (const path of englishKeys) {
      const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
      expect(typeof text === 'string' && text.trim().length > 0, `${language}:${path}`).toBe(true);
    }
  });
});

describe('shopper catalogue (what a storefront page sends to the browser)', () => {
  it('holds one language and no admin or creator namespace', () => {
    const texts = shopperCatalogue('et');
    for (const staff of Object.keys(staffNamespaces)) expect(texts).not.toHaveProperty(staff);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(catalogues.et).filter((name) => !(name in staffNamespaces)).sort());
    expect(texts.common).toEqual(catalogues.et.common);
    expect(JSON.stringify(texts)).not.toContain(catalogues.en.common.close);
  });
});
