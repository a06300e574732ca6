import type { ComponentNode } from '@salon/block-registry';
import type { ComponentTreeRequest } from '../../api';
import { toClipboardBlock } from '../clipboard';
import { placeholderOf, siblingsAt, type EditorScope } from './insert';

/**
 * The one components-tree call that creates a copy of `node` with all its blocks right after it,
 * among its siblings as shown (their order is saved with it). A block may always sit where it
 * already is, so the copy needs no composition check of its own; the API checks it again.
 */
export function planDuplicate(node: ComponentNode, parent: ComponentNode | null, scope: EditorScope): ComponentTreeRequest {
  const siblings = siblingsAt(parent, scope);
  return {
    scheme_uuid: scope.schemeUuid,
    parent_uuid: parent?.component.uuid ?? null,
    ...placeholderOf(parent, scope),
    index: siblings.indexOf(node) + 1,
    sibling_order: siblings.map((sibling) => sibling.component.uuid),
    tree: [toClipboardBlock(node)],
  };
}
