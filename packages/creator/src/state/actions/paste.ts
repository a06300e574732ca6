import type { ComponentNode } from '@salon/block-registry';
import type { ComponentTreeRequest } from '../../api';
import { canPasteUnder, type ClipboardBlock } from '../clipboard';
import { placeholderOf, type EditorScope } from './insert';

/**
 * The one components-tree call that creates the copied subtree anew (new uuids) under `parent`,
 * or at the end of the page or placeholder; null where the composition rules refuse the root or
 * any child (nothing is sent).
 */
export function planPaste(block: ClipboardBlock, parent: ComponentNode | null, scope: EditorScope): ComponentTreeRequest | null {
  if (!canPasteUnder(block, parent?.component.name ?? null, { inPlaceholder: !parent && !!scope.placeholderUuid })) return null;
  return { scheme_uuid: scope.schemeUuid, parent_uuid: parent?.component.uuid ?? null, ...placeholderOf(parent, scope), tree: [block] };
}
