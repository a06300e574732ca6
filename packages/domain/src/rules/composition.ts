import { COMPOSITION_RULES, type BlockParent } from '../constants/compositionRules';
import { BLOCK_NAMES, type BlockName } from '../enums/blockName';
import type { InsertDirection } from '../enums/insertDirection';

export const isBlockName = (name: unknown): name is BlockName =>
  (BLOCK_NAMES as readonly unknown[]).includes(name);

/** Whether a block may be placed under a parent (top level, a placeholder, or another block). */
export const canPlaceBlock = (name: string, parent: BlockParent): boolean =>
  isBlockName(name) && COMPOSITION_RULES[name].allowedParents.includes(parent);

/** The blocks an editor may add under a parent, for the builder's add menu. */
export const allowedChildBlocks = (parent: BlockParent): BlockName[] =>
  BLOCK_NAMES.filter((name) => COMPOSITION_RULES[name].allowedParents.includes(parent));

export const insertDirectionOf = (name: BlockName): InsertDirection => COMPOSITION_RULES[name].insertDirection;
