/** A component row as the creator API stores it. */
export interface StoredComponent {
  uuid: string;
  name: string;
  parent_uuid: string | null;
  slot?: string | null;
  props: Record<string, unknown>;
  index?: number | null;
}

export const DEFAULT_SLOT = 'default';

export interface ComponentNode {
  component: StoredComponent;
  /** Children per slot name, in their stored index order. */
  slots: Record<string, ComponentNode[]>;
}

const slotOf = (component: StoredComponent) => component.slot || DEFAULT_SLOT;
const byIndex = (a: StoredComponent, b: StoredComponent) => (a.index ?? 0) - (b.index ?? 0);

/**
 * Builds the render tree: a component's children are those whose parent_uuid equals its
 * uuid, grouped by slot. Components whose parent is missing are dropped rather than
 * promoted to the top, so a half-deleted subtree never shows up out of place; cycles
 * cannot recurse because each uuid is visited once.
 */
export function buildComponentTree(components: readonly StoredComponent[]): ComponentNode[] {
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
    for (const child of [...(byParent.get(component.uuid) ?? [])].sort(byIndex)) {
      if (visited.has(child.uuid)) continue;
      (slots[slotOf(child)] ??= []).push(toNode(child));
    }
    return { component, slots };
  };
  return [...(byParent.get(null) ?? [])].sort(byIndex).map(toNode);
}
