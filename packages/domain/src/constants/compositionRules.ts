import { BLOCK_NAME, BLOCK_NAMES, type BlockName } from '../enums/blockName';
import { INSERT_DIRECTION, type InsertDirection } from '../enums/insertDirection';

/** Where a block may sit: at the page's top level, inside a placeholder, or inside a block. */
export const TOP_LEVEL = 'TOP_LEVEL';
export const PLACEHOLDER_PARENT = 'PLACEHOLDER';
export type BlockParent = typeof TOP_LEVEL | typeof PLACEHOLDER_PARENT | BlockName;

export interface CompositionRule {
  /** Empty means the block cannot be placed in the builder at all. */
  readonly allowedParents: readonly BlockParent[];
  /** vertical = insert above/below a sibling; horizontal = left/right. */
  readonly insertDirection: InsertDirection;
}

const topLevelOnly: CompositionRule = {
  allowedParents: [TOP_LEVEL],
  insertDirection: INSERT_DIRECTION.VERTICAL,
};
const topLevelOrPlaceholder: CompositionRule = {
  allowedParents: [TOP_LEVEL, PLACEHOLDER_PARENT],
  insertDirection: INSERT_DIRECTION.VERTICAL,
};
const placeholderOnly: CompositionRule = {
  allowedParents: [PLACEHOLDER_PARENT],
  insertDirection: INSERT_DIRECTION.VERTICAL,
};
const inside = (
  parents: readonly BlockParent[],
  insertDirection: InsertDirection = INSERT_DIRECTION.VERTICAL,
): CompositionRule => ({ allowedParents: parents, insertDirection });

const splitPreviewRule = inside(
  [BLOCK_NAME.SPLIT_PREVIEW_WRAPPER, PLACEHOLDER_PARENT],
  INSERT_DIRECTION.HORIZONTAL,
);

/** The spec's explicit rules; every block not listed here is top-level only. */
const EXPLICIT_RULES: Partial<Record<BlockName, CompositionRule>> = {
  [BLOCK_NAME.ACCORDION_TOGGLE]: inside([BLOCK_NAME.ACCORDION_WRAPPER]),
  [BLOCK_NAME.CAROUSEL_ITEM]: inside([BLOCK_NAME.CAROUSEL], INSERT_DIRECTION.HORIZONTAL),
  [BLOCK_NAME.CONTENT_DYNAMIC_TEXT]: inside([BLOCK_NAME.CONTENT_WRAPPER]),
  [BLOCK_NAME.ICON_TEXT_BOX_ROW]: inside([BLOCK_NAME.ICON_TEXT_BOXES]),
  [BLOCK_NAME.LABEL_TEXT_ITEM]: inside([BLOCK_NAME.CONTENT_HEAD]),
  [BLOCK_NAME.LIST_PREVIEW_TEXT_CARD]: inside([BLOCK_NAME.TEXT_CARD_LIST], INSERT_DIRECTION.HORIZONTAL),
  [BLOCK_NAME.SCROLL_TO_BUTTON]: inside([BLOCK_NAME.TABLE_OF_CONTENTS]),
  [BLOCK_NAME.STATIC_TEXT_ITEM]: inside([BLOCK_NAME.STATIC_TEXT_ROW_WRAPPER], INSERT_DIRECTION.HORIZONTAL),
  [BLOCK_NAME.LOYALTY_BUTTONS]: inside([
    BLOCK_NAME.LOYALTY_IMAGE_AND_TEXT,
    BLOCK_NAME.LOYALTY_INTRO_BANNER,
  ]),
  [BLOCK_NAME.SPLIT_PREVIEW_MINI]: splitPreviewRule,
  [BLOCK_NAME.SPLIT_PREVIEW_REGULAR]: splitPreviewRule,
  [BLOCK_NAME.SPLIT_PREVIEW_TRANSPARENT]: splitPreviewRule,
  // "may nest": a split preview wrapper may sit in another wrapper or a placeholder too.
  [BLOCK_NAME.SPLIT_PREVIEW_WRAPPER]: inside([
    TOP_LEVEL,
    PLACEHOLDER_PARENT,
    BLOCK_NAME.SPLIT_PREVIEW_WRAPPER,
  ]),
  [BLOCK_NAME.SPACER]: topLevelOrPlaceholder,
  [BLOCK_NAME.HORIZONTAL_LINE]: topLevelOrPlaceholder,
  [BLOCK_NAME.CAROUSEL]: topLevelOrPlaceholder,
  [BLOCK_NAME.TABLE_OF_CONTENTS]: topLevelOrPlaceholder,
  [BLOCK_NAME.SINGLE_LARGE_PREVIEW]: topLevelOrPlaceholder,
  [BLOCK_NAME.BRAND_HEAD]: placeholderOnly,
  [BLOCK_NAME.CATEGORY_HEAD]: placeholderOnly,
  [BLOCK_NAME.CATEGORY_FOOT]: placeholderOnly,
  [BLOCK_NAME.PRODUCT_PREVIEW]: inside([]),
};

export const COMPOSITION_RULES: Readonly<Record<BlockName, CompositionRule>> = Object.fromEntries(
  BLOCK_NAMES.map((name) => [name, EXPLICIT_RULES[name] ?? topLevelOnly]),
) as Record<BlockName, CompositionRule>;
