import { DEFAULT_SLOT, type ComponentNode } from '@salon/block-registry';
import { canPlace, type PlacementOptions } from '@salon/domain';

/** localStorage key of the creator's copied block subtree; shared by every creator tab of the browser. */
export const CREATOR_CLIPBOARD_KEY = 'salon.creator.clipboard';

/** A copied block: what is needed to create it again elsewhere (uuids are never reused). */
export interface ClipboardBlock {
  name: string;
  props: Record<string, unknown>;
  slot: string;
  /** In the order they are to be created (per slot, by stored index). */
  children: ClipboardBlock[];
}

export function toClipboardBlock(node: ComponentNode): ClipboardBlock {
  return {
    name: node.component.name,
    props: node.component.props ?? {},
    slot: node.component.slot || DEFAULT_SLOT,
    children: Object.values(node.slots).flatMap((children) => children.map(toClipboardBlock)),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isClipboardBlock(value: unknown): value is ClipboardBlock {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    isRecord(value.props) &&
    typeof value.slot === 'string' &&
    Array.isArray(value.children) &&
    value.children.every(isClipboardBlock)
  );
}

/** The stored subtree, or null when there is none or it is not one (another version, hand-edited storage). */
export function parseClipboard(raw: string | null): ClipboardBlock | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isClipboardBlock(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the subtree may go under a parent: the root by the composition rules, and every child under its own parent. */
export function canPasteUnder(block: ClipboardBlock, parent: string | null, options: PlacementOptions = {}): boolean {
  return canPlace(block.name, parent, options) && block.children.every((child) => canPasteUnder(child, block.name));
}
