import { describe, expect, it } from 'vitest';
import { matchesPlaceholder, matchPlaceholders } from './placeholderMatching';

const placeholder = (uuid: string, query_fields: Record<string, string> = {}, replace_original = false) => ({
  uuid,
  props: { query_fields, replace_original },
});

describe('placeholder matching', () => {
  it('matches everything without query fields', () => {
    expect(matchesPlaceholder(placeholder('a'), { kind: 'route', query: {} })).toBe(true);
    expect(matchesPlaceholder({ uuid: 'b' }, { kind: 'productList', brandId: 3 })).toBe(true);
  });

  it('needs every query field to equal the route query', () => {
    const target = placeholder('a', { campaign: 'spring', source: 'mail' });
    expect(matchesPlaceholder(target, { kind: 'route', query: { campaign: 'spring', source: 'mail', page: '2' } })).toBe(true);
    expect(matchesPlaceholder(target, { kind: 'route', query: { campaign: 'spring' } })).toBe(false);
    expect(matchesPlaceholder(target, { kind: 'route', query: { campaign: 'autumn', source: 'mail' } })).toBe(false);
    expect(matchesPlaceholder(target, { kind: 'route', query: { campaign: ['x', 'spring'], source: 'mail' } })).toBe(true);
  });

  it('matches brand or category id on product list pages', () => {
    const brand = placeholder('brand', { brand: '12' });
    const category = placeholder('category', { category: '7' });
    expect(matchesPlaceholder(brand, { kind: 'productList', brandId: 12 })).toBe(true);
    expect(matchesPlaceholder(brand, { kind: 'productList', brandId: 13 })).toBe(false);
    expect(matchesPlaceholder(category, { kind: 'productList', categoryId: '7' })).toBe(true);
    expect(matchesPlaceholder(category, { kind: 'productList', brandId: 12, categoryId: null })).toBe(false);
  });

  it('orders specific matches first and reports replace_original', () => {
    const result = matchPlaceholders(
      [placeholder('generic'), placeholder('spring', { campaign: 'spring' }, true), placeholder('autumn', { campaign: 'autumn' })],
      { kind: 'route', query: { campaign: 'spring' } },
    );
    expect(result.matched.map((match) => match.uuid)).toEqual(['spring', 'generic']);
    expect(result.replaceOriginal).toBe(true);
  });
});
