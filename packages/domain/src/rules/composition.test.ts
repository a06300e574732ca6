import { describe, it, expect } from 'vitest';
import { allowedChildBlocks, placeholderOnlyBlocks, canPlaceBlock, insertDirectionOf, isBlockName } from './composition';
import { BLOCK_NAME as B } from '../enums/blockName';
import { PLACEHOLDER_PARENT, TOP_LEVEL } from '../constants/compositionRules';

describe('composition rules', () => {
  it('keeps children inside their wrapper', () => {
    expect(canPlaceBlock(B.ACCORDION_TOGGLE, B.ACCORDION_WRAPPER)).toBe(true);
    expect(canPlaceBlock(B.ACCORDION_TOGGLE, TOP_LEVEL)).toBe(false);
    expect(canPlaceBlock(B.CAROUSEL_ITEM, B.CAROUSEL)).toBe(true);
    expect(canPlaceBlock(B.CAROUSEL_ITEM, PLACEHOLDER_PARENT)).toBe(false);
    expect(canPlaceBlock(B.SCROLL_TO_BUTTON, B.TABLE_OF_CONTENTS)).toBe(true);
    expect(canPlaceBlock(B.LABEL_TEXT_ITEM, B.CONTENT_HEAD)).toBe(true);
  });
  it('lets loyalty buttons sit in either loyalty block', () => {
    expect(canPlaceBlock(B.LOYALTY_BUTTONS, B.LOYALTY_IMAGE_AND_TEXT)).toBe(true);
    expect(canPlaceBlock(B.LOYALTY_BUTTONS, B.LOYALTY_INTRO_BANNER)).toBe(true);
    expect(canPlaceBlock(B.LOYALTY_BUTTONS, TOP_LEVEL)).toBe(false);
  });
  it('lets split previews nest and sit in placeholders', () => {
    expect(canPlaceBlock(B.SPLIT_PREVIEW_MINI, B.SPLIT_PREVIEW_WRAPPER)).toBe(true);
    expect(canPlaceBlock(B.SPLIT_PREVIEW_REGULAR, PLACEHOLDER_PARENT)).toBe(true);
    expect(canPlaceBlock(B.SPLIT_PREVIEW_WRAPPER, B.SPLIT_PREVIEW_WRAPPER)).toBe(true);
  });
  it('places spacer-like blocks at top level or in placeholders', () => {
    for (const name of [B.SPACER, B.HORIZONTAL_LINE, B.CAROUSEL, B.TABLE_OF_CONTENTS, B.SINGLE_LARGE_PREVIEW]) {
      expect(canPlaceBlock(name, TOP_LEVEL)).toBe(true);
      expect(canPlaceBlock(name, PLACEHOLDER_PARENT)).toBe(true);
    }
  });
  it('places heads and foots only in placeholders', () => {
    expect(canPlaceBlock(B.BRAND_HEAD, PLACEHOLDER_PARENT)).toBe(true);
    expect(canPlaceBlock(B.BRAND_HEAD, TOP_LEVEL)).toBe(false);
    expect(canPlaceBlock(B.CATEGORY_FOOT, TOP_LEVEL)).toBe(false);
  });
  it('never places a product preview', () => {
    expect(canPlaceBlock(B.PRODUCT_PREVIEW, TOP_LEVEL)).toBe(false);
    expect(canPlaceBlock(B.PRODUCT_PREVIEW, PLACEHOLDER_PARENT)).toBe(false);
  });
  it('keeps other blocks top-level only', () => {
    expect(canPlaceBlock(B.HUGE_BANNER, TOP_LEVEL)).toBe(true);
    expect(canPlaceBlock(B.HUGE_BANNER, PLACEHOLDER_PARENT)).toBe(false);
    expect(canPlaceBlock(B.HUGE_BANNER, B.CONTENT_WRAPPER)).toBe(false);
  });
  it('rejects unknown names', () => {
    expect(isBlockName('Nope')).toBe(false);
    expect(canPlaceBlock('Nope', TOP_LEVEL)).toBe(false);
  });
  it('lists allowed children of a wrapper', () => {
    expect(allowedChildBlocks(B.ACCORDION_WRAPPER)).toEqual([B.ACCORDION_TOGGLE]);
    expect(allowedChildBlocks(B.SPLIT_PREVIEW_WRAPPER)).toEqual([
      B.SPLIT_PREVIEW_WRAPPER,
      B.SPLIT_PREVIEW_MINI,
      B.SPLIT_PREVIEW_REGULAR,
      B.SPLIT_PREVIEW_TRANSPARENT,
    ]);
  });
  it('gives insert directions', () => {
    expect(insertDirectionOf(B.CAROUSEL_ITEM)).toBe('horizontal');
    expect(insertDirectionOf(B.SPACER)).toBe('vertical');
  });
});

describe('placeholderOnlyBlocks', () => {
  it('lists the blocks that only a placeholder may hold: the product lists\' heads and foots', () => {
    expect(placeholderOnlyBlocks().sort()).toEqual([B.BRAND_HEAD, B.CATEGORY_FOOT, B.CATEGORY_HEAD]);
  });
});
