import { describe, expect, it } from 'vitest';
import { BLOCK_NAME as B } from '../enums/blockName';
import { PLACEHOLDER_POSITION } from '../enums/placeholderPosition';
import { allowedChildren, canPlace, insertPlan, insertableBlocks, placeholderPositionFor } from './composition';

describe('insertPlan', () => {
  it('needs nothing when the block fits the target directly', () => {
    expect(insertPlan(B.SPACER, null)).toEqual({ wrappers: [], placeholder: false });
    expect(insertPlan(B.ACCORDION_TOGGLE, B.ACCORDION_WRAPPER)).toEqual({ wrappers: [], placeholder: false });
    expect(insertPlan(B.SPLIT_PREVIEW_MINI, null, { inPlaceholder: true })).toEqual({ wrappers: [], placeholder: false });
  });
  it('puts wrapper-only blocks at the top level into their wrapper', () => {
    expect(insertPlan(B.SPLIT_PREVIEW_MINI, null)).toEqual({ wrappers: [B.SPLIT_PREVIEW_WRAPPER], placeholder: false });
    expect(insertPlan(B.ACCORDION_TOGGLE, null)).toEqual({ wrappers: [B.ACCORDION_WRAPPER], placeholder: false });
    expect(insertPlan(B.CAROUSEL_ITEM, null)).toEqual({ wrappers: [B.CAROUSEL], placeholder: false });
    expect(insertPlan(B.LOYALTY_BUTTONS, null)).toEqual({ wrappers: [B.LOYALTY_IMAGE_AND_TEXT], placeholder: false });
  });
  it('uses a wrapper that the placeholder may hold', () => {
    expect(insertPlan(B.CAROUSEL_ITEM, null, { inPlaceholder: true })).toEqual({ wrappers: [B.CAROUSEL], placeholder: false });
    // An accordion wrapper is top-level only, so a toggle cannot go into a placeholder.
    expect(insertPlan(B.ACCORDION_TOGGLE, null, { inPlaceholder: true })).toBeNull();
  });
  it('makes a placeholder for placeholder-only blocks at the top level', () => {
    expect(insertPlan(B.BRAND_HEAD, null)).toEqual({ wrappers: [], placeholder: true });
    expect(insertPlan(B.CATEGORY_FOOT, null)).toEqual({ wrappers: [], placeholder: true });
    expect(insertPlan(B.BRAND_HEAD, null, { inPlaceholder: true })).toEqual({ wrappers: [], placeholder: false });
  });
  it('refuses what cannot be placed at all', () => {
    expect(insertPlan(B.PRODUCT_PREVIEW, null)).toBeNull();
    expect(insertPlan('Nope', null)).toBeNull();
    // Under a block, no wrapper is made: the editor adds into the wrapper itself.
    expect(insertPlan(B.ACCORDION_TOGGLE, B.CONTENT_WRAPPER)).toBeNull();
    expect(insertPlan(B.HUGE_BANNER, null, { inPlaceholder: true })).toBeNull();
  });
  it('plans only placements the composition rules accept, outermost first', () => {
    for (const inPlaceholder of [false, true]) {
      for (const name of insertableBlocks(null, { inPlaceholder })) {
        const plan = insertPlan(name, null, { inPlaceholder })!;
        const container = plan.placeholder || inPlaceholder;
        let parent: string | null = null;
        for (const wrapper of plan.wrappers) {
          expect(canPlace(wrapper, parent, { inPlaceholder: container })).toBe(true);
          parent = wrapper;
        }
        expect(canPlace(name, parent, { inPlaceholder: container })).toBe(true);
      }
    }
  });
  it('offers more at the top level than the direct rules', () => {
    const direct = allowedChildren(null);
    const offered = insertableBlocks(null);
    expect(offered).toEqual(expect.arrayContaining(direct));
    expect(offered).toEqual(expect.arrayContaining([B.SPLIT_PREVIEW_MINI, B.ACCORDION_TOGGLE, B.BRAND_HEAD]));
    expect(offered).not.toContain(B.PRODUCT_PREVIEW);
    expect(insertableBlocks(B.ACCORDION_WRAPPER)).toEqual(allowedChildren(B.ACCORDION_WRAPPER));
  });
  it('gives the position of a new placeholder', () => {
    expect(placeholderPositionFor(B.BRAND_HEAD)).toBe(PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD);
    expect(placeholderPositionFor(B.CATEGORY_HEAD)).toBe(PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD);
    expect(placeholderPositionFor(B.CATEGORY_FOOT)).toBe(PLACEHOLDER_POSITION.PRODUCT_LIST_FOOT);
  });
});
