import { describe, expect, it } from 'vitest';
import { BLOCK_NAME, BLOCK_NAMES } from '../enums/blockName';
import { blockPropSchema, checkBlockProps } from './blockPropSchemas';

describe('block prop schemas', () => {
  it('has a schema for every block name that accepts empty props', () => {
    for (const name of BLOCK_NAMES) {
      expect(blockPropSchema(name), name).toBeDefined();
      expect(blockPropSchema(name), `${name} is built once`).toBe(blockPropSchema(name));
      expect(checkBlockProps(name, {}).ok, name).toBe(true);
    }
  });

  it('keeps unknown extra props', () => {
    const result = checkBlockProps(BLOCK_NAME.SPACER, { height: 40, legacyFlag: true });
    expect(result).toEqual({ ok: true, props: { height: 40, legacyFlag: true } });
  });

  it('refuses wrong types, keyed by field', () => {
    const result = checkBlockProps(BLOCK_NAME.CAROUSEL_ITEM, { title: 5, colorSchemeNumber: 7, startDateTime: 'tomorrow' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['colorSchemeNumber', 'startDateTime', 'title']);
  });

  it('accepts numbers typed as text with a decimal comma', () => {
    expect(checkBlockProps(BLOCK_NAME.HUGE_BANNER, { closeTimeoutSeconds: '2,5', switchTimeoutSeconds: 3 }).ok).toBe(true);
    expect(checkBlockProps(BLOCK_NAME.HUGE_BANNER, { closeTimeoutSeconds: 'soon' }).ok).toBe(false);
  });

  it('requires the favourite brand only for brand favourites', () => {
    expect(checkBlockProps(BLOCK_NAME.HORIZONTAL_PRODUCT_LIST_WITH_PANEL, { queryType: 'popular' }).ok).toBe(true);
    const missing = checkBlockProps(BLOCK_NAME.HORIZONTAL_PRODUCT_LIST_WITH_PANEL, { queryType: 'brand_favourites' });
    expect(missing.ok ? null : Object.keys(missing.errors)).toEqual(['favouriteBrandId']);
    expect(checkBlockProps(BLOCK_NAME.HORIZONTAL_PRODUCT_LIST, { queryType: 'brand_favourites', favouriteBrandId: 3 }).ok).toBe(true);
  });

  it('checks translatable and rich-text fields', () => {
    expect(checkBlockProps(BLOCK_NAME.STATIC_TEXT_ITEM, { i18n_title: { et_EE: { value: 'Tere', ext_id: null } }, icon: 'euro' }).ok).toBe(true);
    expect(checkBlockProps(BLOCK_NAME.STATIC_TEXT_ITEM, { i18n_title: 'Tere' }).ok).toBe(false);
    expect(checkBlockProps(BLOCK_NAME.STATIC_TEXT_ITEM, { icon: 'heart' }).ok).toBe(false);
    expect(checkBlockProps(BLOCK_NAME.POST_CONTENT, { content: [{ type: 'paragraph', data: { text: 'x' } }] }).ok).toBe(true);
    expect(checkBlockProps(BLOCK_NAME.POST_CONTENT, { content: 'x' }).ok).toBe(false);
  });

  it('refuses unknown block names', () => {
    expect(checkBlockProps('Marquee', {})).toEqual({ ok: false, errors: { name: ['Unknown block "Marquee".'] } });
  });
});
