import { DEFAULT_SLOT } from '@salon/domain';

export { DEFAULT_SLOT };

/** A component row as the creator API stores it. */
export interface StoredComponent {
  uuid: string;
  name: string;
  parent_uuid: string | null;
  slot?: string | null;
  placeholder_uuid?: string | null;
  props: Record<string, unknown>;
  index?: number | null;
  /** Set by resolveComponentsForDelivery: `props` are already resolved, without their default-valued fields. */
  props_resolved?: boolean;
}

export interface ComponentNode {
  component: StoredComponent;
  /** Children per slot name, in their stored index order. */
  slots: Record<string, ComponentNode[]>;
}

const slotOf = (component: StoredComponent) => component.slot || DEFAULT_SLOT;

export interface BuildTreeOptions {
  /** Blueprint pattern: uuids in display order. Listed components come first in that order, the rest by index. */
  pattern?: readonly string[] | null;
}

const byStoredIndex = (a: StoredComponent, b: StoredComponent) => (a.index ?? 0) - (b.index ?? 0);

const orderOf = (pattern: readonly string[] | null | undefined) => {
  // Pages without a blueprint pattern (most) skip the two map look-ups per comparison.
  if (!pattern || pattern.length === 0) return byStoredIndex;
  const position = new Map(pattern.map((uuid, index) => [uuid, index]));
  return (a: StoredComponent, b: StoredComponent) => {
    const pa = position.get(a.uuid);
    const pb = position.get(b.uuid);
    if (pa !== undefined || pb !== undefined) return (pa ?? Number.POSITIVE_INFINITY) - (pb ?? Number.POSITIVE_INFINITY) || (a.index ?? 0) - (b.index ?? 0);
    return (a.index ?? 0) - (b.index ?? 0);
  };
};

/**
 * Builds the render tree: a component's children are those whose parent_uuid equals its
 * uuid, grouped by slot. Components whose parent is missing are dropped rather than
 * promoted to the top, so a half-deleted subtree never shows up out of place; cycles
 * cannot recurse because each uuid is visited once.
 */
export function buildComponentTree(components: readonly StoredComponent[], options: BuildTreeOptions = {}): ComponentNode[] {
  const byIndex = orderOf(options.pattern);
  const byParent = new Map<string | null, StoredComponent[]>();
  const known = new Set(components.map((component) => component.uuid));
  for (const component of components) {
    const parent = component.parent_uuid && known.has(component.parent_uuid) ? component.parent_uuid : component.parent_uuid ? undefined : null;
    if (parent === undefined) continue;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(component);
    byParent.set(parent, siblings);
  }
  const visited = new Set<string>();
  const toNode = (component: StoredComponent): ComponentNode => {
    visited.add(component.uuid);
    const slots: Record<string, ComponentNode[]> = {};
    // The sibling lists are this call's own arrays: sorted in place, and leaves have none.
    for (const child of byParent.get(component.uuid)?.sort(byIndex) ?? []) {
      if (visited.has(child.uuid)) continue;
      (slots[slotOf(child)] ??= []).push(toNode(child));
    }
    return { component, slots };
  };
  return (byParent.get(null)?.sort(byIndex) ?? []).map(toNode);
}
