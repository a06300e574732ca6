import { COMPOSITION_RULES, PLACEHOLDER_PARENT, TOP_LEVEL, type BlockParent } from '../constants/compositionRules';
import { BLOCK_NAME, BLOCK_NAMES, type BlockName } from '../enums/blockName';
import { PLACEHOLDER_POSITION, type PlaceholderPosition } from '../enums/placeholderPosition';
import { INSERT_DIRECTION, type InsertDirection } from '../enums/insertDirection';

export const isBlockName = (name: unknown): name is BlockName =>
  (BLOCK_NAMES as readonly unknown[]).includes(name);

/** Whether a block may be placed under a parent (top level, a placeholder, or another block). */
export const canPlaceBlock = (name: string, parent: BlockParent): boolean =>
  isBlockName(name) && COMPOSITION_RULES[name].allowedParents.includes(parent);

/** The blocks an editor may add under a parent, for the builder's add menu. */
export const allowedChildBlocks = (parent: BlockParent): BlockName[] =>
  BLOCK_NAMES.filter((name) => COMPOSITION_RULES[name].allowedParents.includes(parent));

/** Blocks that only a placeholder may hold: the heads and foots of product lists (brand, category). */
export const placeholderOnlyBlocks = (): BlockName[] =>
  BLOCK_NAMES.filter((name) => {
    const parents = COMPOSITION_RULES[name].allowedParents;
    return parents.length === 1 && parents[0] === PLACEHOLDER_PARENT;
  });

export const insertDirectionOf = (name: BlockName): InsertDirection => COMPOSITION_RULES[name].insertDirection;

/** A side a new sibling may be inserted on, next to a block. */
export type InsertSide = 'top' | 'bottom' | 'left' | 'right';

export interface PlacementOptions {
  /** With no parent block: true when the block goes into a placeholder, false for the page's top level. */
  inPlaceholder?: boolean;
}

/** The parent a rule speaks of: a block name, or top level / placeholder when there is none. */
export const parentKind = (parentName: string | null, { inPlaceholder = false }: PlacementOptions = {}): string =>
  parentName ?? (inPlaceholder ? PLACEHOLDER_PARENT : TOP_LEVEL);

/**
 * canPlaceBlock for a stored tree: a parent block by name, or (parent null) the top level or a
 * placeholder. Unknown names, as child or parent, may go nowhere.
 */
export function canPlace(child: string, parent: string | null, options: PlacementOptions = {}): boolean {
  if (parent !== null && !isBlockName(parent)) return false;
  return canPlaceBlock(child, parentKind(parent, options) as BlockParent);
}

/** Where a new sibling may be inserted next to a block of this type; none for unknown types. */
export function insertDirections(type: string): InsertSide[] {
  if (!isBlockName(type)) return [];
  return insertDirectionOf(type) === INSERT_DIRECTION.HORIZONTAL ? ['left', 'right'] : ['top', 'bottom'];
}

/** allowedChildBlocks for a parent block by name, or (parent null) the top level or a placeholder. */
export const allowedChildren = (parent: string | null, options: PlacementOptions = {}): BlockName[] =>
  allowedChildBlocks(parentKind(parent, options) as BlockParent);

/**
 * What has to be created first so a block of this type can be added at a target: the wrappers
 * (outermost first) that must hold it, and whether it needs a placeholder the target lacks.
 * Blocks whose rule asks for a wrapper (an accordion toggle in an accordion wrapper, a split
 * preview mini in a split preview wrapper) and "placeholder only" blocks (brand and category
 * heads) can then still be offered at the page's top level: the creator makes the wrapper (and the
 * placeholder) and puts the block inside.
 */
export interface InsertPlan {
  /** Wrapper blocks to create around the new block, outermost first; empty when it fits directly. */
  wrappers: BlockName[];
  /** True when a new placeholder must be created to hold the block (and its wrappers). */
  placeholder: boolean;
}

/** The direct parents (wrapper blocks) a block may sit in, in the rule's order. */
const wrapperParentsOf = (name: BlockName): BlockName[] =>
  COMPOSITION_RULES[name].allowedParents.filter((parent): parent is BlockName => isBlockName(parent));

/**
 * How a block can be added under a parent block, or (parent null) at the top level or in a
 * placeholder: directly, inside one new wrapper, or (top level only) in a new placeholder, with a
 * wrapper if the placeholder cannot hold it directly. Null when no such way exists (a product
 * preview, an unknown name, or a wrapper-only block under a parent block that is not its wrapper).
 * Only one wrapper level is planned: no block's wrapper itself needs a wrapper.
 */
export function insertPlan(child: string, parent: string | null, options: PlacementOptions = {}): InsertPlan | null {
  if (!isBlockName(child)) return null;
  if (canPlace(child, parent, options)) return { wrappers: [], placeholder: false };
  // Wrappers are made only at the top level or in a placeholder: under a block they would nest blocks the editor did not ask for.
  if (parent !== null) return null;
  const viaWrapper = (inPlaceholder: boolean) => wrapperParentsOf(child).find((wrapper) => canPlace(wrapper, null, { inPlaceholder }));
  const wrapper = viaWrapper(options.inPlaceholder ?? false);
  if (wrapper) return { wrappers: [wrapper], placeholder: false };
  if (options.inPlaceholder) return null;
  if (canPlace(child, null, { inPlaceholder: true })) return { wrappers: [], placeholder: true };
  const placeholderWrapper = viaWrapper(true);
  return placeholderWrapper ? { wrappers: [placeholderWrapper], placeholder: true } : null;
}

/** The blocks an add menu may offer at a target, with a wrapper or placeholder made first where needed. */
export const insertableBlocks = (parent: string | null, options: PlacementOptions = {}): BlockName[] =>
  BLOCK_NAMES.filter((name) => insertPlan(name, parent, options) !== null);

/**
 * The placeholder position a new placeholder gets when a "placeholder only" block is added at a
 * page's top level: heads go to the product list head, the category foot to its foot.
 */
export function placeholderPositionFor(name: string): PlaceholderPosition {
  return name === BLOCK_NAME.CATEGORY_FOOT ? PLACEHOLDER_POSITION.PRODUCT_LIST_FOOT : PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD;
}
