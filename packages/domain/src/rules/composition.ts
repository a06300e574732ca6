import { COMPOSITION_RULES, PLACEHOLDER_PARENT, TOP_LEVEL, type BlockParent } from '../constants/compositionRules';
import { BLOCK_NAMES, type BlockName } from '../enums/blockName';
import { INSERT_DIRECTION, type InsertDirection } from '../enums/insertDirection';

export const isBlockName = (name: unknown): name is BlockName =>
  (BLOCK_NAMES as readonly unknown[]).includes(name);

/** Whether a block may be placed under a parent (top level, a placeholder, or another block). */
export const canPlaceBlock = (name: string, parent: BlockParent): boolean =>
  isBlockName(name) && COMPOSITION_RULES[name].allowedParents.includes(parent);

/** The blocks an editor may add under a parent, for the builder's add menu. */
export const allowedChildBlocks = (parent: BlockParent): BlockName[] =>
  BLOCK_NAMES.filter((name) => COMPOSITION_RULES[name].allowedParents.includes(parent));

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
