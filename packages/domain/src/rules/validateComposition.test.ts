import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PARENT, TOP_LEVEL } from '../constants/compositionRules';
import { BLOCK_NAME as B } from '../enums/blockName';
import { validateComposition } from './validateComposition';

describe('validateComposition', () => {
  it('accepts a valid page', () => {
    expect(
      validateComposition([
        { uuid: 'c', name: B.CAROUSEL, parent_uuid: null },
        { uuid: 's', name: B.CAROUSEL_ITEM, parent_uuid: 'c' },
        { uuid: 'b', name: B.BRAND_HEAD, parent_uuid: null, placeholder_uuid: 'p' },
        { uuid: 'w', name: B.SPLIT_PREVIEW_WRAPPER, parent_uuid: null },
        { uuid: 'w2', name: B.SPLIT_PREVIEW_WRAPPER, parent_uuid: 'w' },
        { uuid: 'm', name: B.SPLIT_PREVIEW_MINI, parent_uuid: 'w2' },
      ]),
    ).toEqual([]);
  });

  it('names the block and the rule of each violation', () => {
    const violations = validateComposition([
      { uuid: 'toggle', name: B.ACCORDION_TOGGLE, parent_uuid: null },
      { uuid: 'head', name: B.BRAND_HEAD, parent_uuid: null },
      { uuid: 'preview', name: B.PRODUCT_PREVIEW, parent_uuid: null, placeholder_uuid: 'p' },
      { uuid: 'ghost', name: 'Ghost', parent_uuid: null },
      { uuid: 'orphan', name: B.CAROUSEL_ITEM, parent_uuid: 'gone' },
      { uuid: 'wrap', name: B.CONTENT_WRAPPER, parent_uuid: null },
      { uuid: 'banner', name: B.HUGE_BANNER, parent_uuid: 'wrap' },
    ]);
    expect(violations.map(({ uuid, rule, parent }) => ({ uuid, rule, parent }))).toEqual([
      { uuid: 'toggle', rule: 'not-allowed-here', parent: TOP_LEVEL },
      { uuid: 'head', rule: 'not-allowed-here', parent: TOP_LEVEL },
      { uuid: 'preview', rule: 'not-allowed-here', parent: PLACEHOLDER_PARENT },
      { uuid: 'ghost', rule: 'unknown-block', parent: TOP_LEVEL },
      { uuid: 'orphan', rule: 'missing-parent', parent: 'gone' },
      { uuid: 'banner', rule: 'not-allowed-here', parent: B.CONTENT_WRAPPER },
    ]);
    expect(violations[0]!.message).toContain('AccordionToggle (toggle) may not sit in TOP_LEVEL: it must sit in AccordionWrapper');
    expect(violations[2]!.message).toContain('cannot be placed anywhere');
  });
});
