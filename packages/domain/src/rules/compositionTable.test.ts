import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PARENT, TOP_LEVEL } from '../constants/compositionRules';
import { BLOCK_NAME as B, BLOCK_NAMES, type BlockName } from '../enums/blockName';
import { allowedChildren, canPlace, insertDirections } from './composition';

type Where = { parent: BlockName | null; inPlaceholder?: boolean };
const top: Where = { parent: null };
const placeholder: Where = { parent: null, inPlaceholder: true };
const inside = (parent: BlockName): Where => ({ parent });

const placeable = (child: BlockName, where: Where) => canPlace(child, where.parent, { inPlaceholder: where.inPlaceholder ?? false });

/**
 * The composition table of page-builder.md section 5, row by row: where each block may sit and
 * a representative set of places it may not.
 */
const TABLE: { row: string; blocks: BlockName[]; allowed: Where[]; refused: Where[] }[] = [
  { row: 'accordion toggle -> accordion wrapper', blocks: [B.ACCORDION_TOGGLE], allowed: [inside(B.ACCORDION_WRAPPER)], refused: [top, placeholder, inside(B.CONTENT_WRAPPER)] },
  { row: 'carousel item -> carousel', blocks: [B.CAROUSEL_ITEM], allowed: [inside(B.CAROUSEL)], refused: [top, placeholder, inside(B.TEXT_CARD_LIST)] },
  { row: 'content dynamic text -> content wrapper', blocks: [B.CONTENT_DYNAMIC_TEXT], allowed: [inside(B.CONTENT_WRAPPER)], refused: [top, placeholder, inside(B.ACCORDION_WRAPPER)] },
  { row: 'icon text box row -> icon text boxes', blocks: [B.ICON_TEXT_BOX_ROW], allowed: [inside(B.ICON_TEXT_BOXES)], refused: [top, placeholder, inside(B.STATIC_TEXT_ROW_WRAPPER)] },
  { row: 'label text item -> content head', blocks: [B.LABEL_TEXT_ITEM], allowed: [inside(B.CONTENT_HEAD)], refused: [top, placeholder, inside(B.CONTENT_WRAPPER)] },
  { row: 'list preview text card -> text-card list', blocks: [B.LIST_PREVIEW_TEXT_CARD], allowed: [inside(B.TEXT_CARD_LIST)], refused: [top, placeholder, inside(B.CAROUSEL)] },
  { row: 'scroll-to button -> table of contents', blocks: [B.SCROLL_TO_BUTTON], allowed: [inside(B.TABLE_OF_CONTENTS)], refused: [top, placeholder, inside(B.SCROLL_TO_LIST)] },
  { row: 'static text item -> text row wrapper', blocks: [B.STATIC_TEXT_ITEM], allowed: [inside(B.STATIC_TEXT_ROW_WRAPPER)], refused: [top, placeholder, inside(B.ICON_TEXT_BOXES)] },
  {
    row: 'loyalty buttons -> loyalty text-with-image or loyalty intro banner',
    blocks: [B.LOYALTY_BUTTONS],
    allowed: [inside(B.LOYALTY_IMAGE_AND_TEXT), inside(B.LOYALTY_INTRO_BANNER)],
    refused: [top, placeholder, inside(B.LOYALTY_THREE_STEPS), inside(B.LOYALTY_PROGRESS_BANNER)],
  },
  {
    row: 'split preview mini, regular, transparent -> split preview wrapper (or placeholder)',
    blocks: [B.SPLIT_PREVIEW_MINI, B.SPLIT_PREVIEW_REGULAR, B.SPLIT_PREVIEW_TRANSPARENT],
    allowed: [inside(B.SPLIT_PREVIEW_WRAPPER), placeholder],
    refused: [top, inside(B.CONTENT_WRAPPER), inside(B.CAROUSEL)],
  },
  {
    row: 'split preview wrapper may nest',
    blocks: [B.SPLIT_PREVIEW_WRAPPER],
    allowed: [top, placeholder, inside(B.SPLIT_PREVIEW_WRAPPER)],
    refused: [inside(B.CONTENT_WRAPPER)],
  },
  {
    row: 'spacer, horizontal line, carousel, table of contents, single large preview -> top level or placeholder',
    blocks: [B.SPACER, B.HORIZONTAL_LINE, B.CAROUSEL, B.TABLE_OF_CONTENTS, B.SINGLE_LARGE_PREVIEW],
    allowed: [top, placeholder],
    refused: [inside(B.CONTENT_WRAPPER), inside(B.SPLIT_PREVIEW_WRAPPER), inside(B.ACCORDION_WRAPPER)],
  },
  {
    row: 'brand head, category head, category foot -> placeholder only',
    blocks: [B.BRAND_HEAD, B.CATEGORY_HEAD, B.CATEGORY_FOOT],
    allowed: [placeholder],
    refused: [top, inside(B.CONTENT_WRAPPER)],
  },
  { row: 'product preview -> no component', blocks: [B.PRODUCT_PREVIEW], allowed: [], refused: [top, placeholder, inside(B.CONTENT_WRAPPER), inside(B.TEXT_CARD_LIST)] },
];

const listed = new Set(TABLE.flatMap((entry) => entry.blocks));
const TOP_LEVEL_ONLY = BLOCK_NAMES.filter((name) => !listed.has(name));

describe('composition table (page-builder.md §5)', () => {
  for (const entry of TABLE) {
    describe(entry.row, () => {
      for (const block of entry.blocks) {
        it.each(entry.allowed.map((where) => [where.parent ?? (where.inPlaceholder ? PLACEHOLDER_PARENT : TOP_LEVEL), where] as const))(
          `${block} may sit in %s`,
          (_, where) => expect(placeable(block, where)).toBe(true),
        );
        it.each(entry.refused.map((where) => [where.parent ?? (where.inPlaceholder ? PLACEHOLDER_PARENT : TOP_LEVEL), where] as const))(
          `${block} may not sit in %s`,
          (_, where) => expect(placeable(block, where)).toBe(false),
        );
      }
    });
  }

  describe('most other types are top-level only', () => {
    it.each(TOP_LEVEL_ONLY)('%s: top level yes, placeholder and blocks no', (block) => {
      expect(placeable(block, top)).toBe(true);
      expect(placeable(block, placeholder)).toBe(false);
      expect(placeable(block, inside(B.CONTENT_WRAPPER))).toBe(false);
      expect(placeable(block, inside(B.SPLIT_PREVIEW_WRAPPER))).toBe(false);
    });
  });

  it('refuses unknown names as child or parent', () => {
    expect(canPlace('Nope', null)).toBe(false);
    expect(canPlace(B.ACCORDION_TOGGLE, 'Nope')).toBe(false);
  });

  it('lists allowed children for the add menu', () => {
    expect(allowedChildren(B.ACCORDION_WRAPPER)).toEqual([B.ACCORDION_TOGGLE]);
    expect(allowedChildren(null, { inPlaceholder: true })).toContain(B.BRAND_HEAD);
    expect(allowedChildren(null)).not.toContain(B.BRAND_HEAD);
    expect(allowedChildren(null)).not.toContain(B.PRODUCT_PREVIEW);
  });
});

describe('insert directions', () => {
  it('row items insert left/right', () => {
    for (const name of [B.CAROUSEL_ITEM, B.LIST_PREVIEW_TEXT_CARD, B.STATIC_TEXT_ITEM, B.SPLIT_PREVIEW_MINI, B.SPLIT_PREVIEW_REGULAR, B.SPLIT_PREVIEW_TRANSPARENT]) {
      expect(insertDirections(name)).toEqual(['left', 'right']);
    }
  });
  it('stacked blocks insert top/bottom', () => {
    for (const name of [B.SPACER, B.ACCORDION_TOGGLE, B.HUGE_BANNER, B.SCROLL_TO_BUTTON, B.BRAND_HEAD]) {
      expect(insertDirections(name)).toEqual(['top', 'bottom']);
    }
  });
  it('unknown types have none', () => expect(insertDirections('Nope')).toEqual([]));
});
