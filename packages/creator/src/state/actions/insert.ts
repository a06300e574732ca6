import type { ComponentNode } from '@salon/block-registry';
import { insertPlan, placeholderPositionFor, type InsertSide } from '@salon/domain';
import type { ComponentTreeNode, ComponentTreeRequest } from '../../api';
import { amendPresent, TOP_LEVEL, type CreatorHistory } from '../history';

/** Where the add menu was opened: inside `parent` (null: the top level), next to `anchor`. */
export interface InsertTarget {
  parent: ComponentNode | null;
  anchor: ComponentNode | null;
}

/** What the editor works on: the scheme, the placeholder open in it, and the top level as shown. */
export interface EditorScope {
  schemeUuid: string;
  placeholderUuid: string | null;
  /** The top-level blocks in their shown order (unsaved moves included). */
  tree: readonly ComponentNode[];
}

/** The new block inside its wrappers (outermost first), as the components-tree call takes it. */
const plannedTree = (wrappers: readonly string[], name: string): ComponentTreeNode =>
  wrappers.reduceRight<ComponentTreeNode>((child, wrapper) => ({ name: wrapper, props: {}, slot: 'default', children: [child] }), { name, props: {}, slot: 'default', children: [] });

/** The target's children as the editor shows them. */
export const siblingsAt = (parent: ComponentNode | null, scope: EditorScope): readonly ComponentNode[] => (parent ? (parent.slots.default ?? []) : scope.tree);

/** The placeholder of a top-level write (none under a parent block, where the parent decides). */
export const placeholderOf = (parent: ComponentNode | null, scope: EditorScope) => (parent || !scope.placeholderUuid ? {} : { placeholder_uuid: scope.placeholderUuid });

export type InsertWrite =
  /** The block goes into a new placeholder, created with it: the editor then opens that placeholder. */
  | { kind: 'placeholder'; request: ComponentTreeRequest }
  /** The block goes among `parentKey`'s children, whose order as shown is saved with it. */
  | { kind: 'tree'; request: ComponentTreeRequest; parentKey: string };

/**
 * The one components-tree call that inserts `name` at the target, with the wrapper or new
 * placeholder the composition rules ask for (domain `insertPlan`), or null where the block may
 * not go. The siblings' shown order goes with it: the API writes the insert and that order in one
 * transaction.
 */
export function planInsert(target: InsertTarget, request: { name: string; position: InsertSide | 'inside' }, scope: EditorScope): InsertWrite | null {
  const plan = insertPlan(request.name, target.parent?.component.name ?? null, { inPlaceholder: !target.parent && !!scope.placeholderUuid });
  if (!plan) return null;
  const tree = [plannedTree(plan.wrappers, request.name)];
  if (plan.placeholder) {
    return { kind: 'placeholder', request: { scheme_uuid: scope.schemeUuid, parent_uuid: null, new_placeholder: { type: placeholderPositionFor(request.name), name: request.name }, tree } };
  }
  const siblings = siblingsAt(target.parent, scope);
  const anchorIndex = target.anchor ? siblings.indexOf(target.anchor) : siblings.length - 1;
  const before = request.position === 'top' || request.position === 'left';
  const index = request.position === 'inside' ? siblings.length : before ? anchorIndex : anchorIndex + 1;
  return {
    kind: 'tree',
    parentKey: target.parent?.component.uuid ?? TOP_LEVEL,
    request: {
      scheme_uuid: scope.schemeUuid,
      parent_uuid: target.parent?.component.uuid ?? null,
      ...placeholderOf(target.parent, scope),
      index,
      sibling_order: siblings.map((node) => node.component.uuid),
      tree,
    },
  };
}

/** After an insert was saved: the siblings' order it saved is no longer an unsaved change. */
export function inserted<Props>(state: CreatorHistory<Props>, { parentKey }: { parentKey: string }): CreatorHistory<Props> {
  if (!(parentKey in state.present.orders)) return state;
  const orders = Object.fromEntries(Object.entries(state.present.orders).filter(([key]) => key !== parentKey));
  return amendPresent(state, { ...state.present, orders });
}
