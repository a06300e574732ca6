import type { ComponentNode } from '@salon/block-registry';
import { useState } from 'react';
import { sameComponent, sameItems } from '../../sameComponent';

/**
 * The new tree with every node that did not change replaced by its previous object (children
 * included), and the previous top-level array when nothing changed. The tree is rebuilt from the
 * rows on every edit; kept node objects let memoised rows skip, so a change re-renders only the
 * rows it touches instead of all of them.
 */
export function reuseNodes(previous: readonly ComponentNode[], next: readonly ComponentNode[]): readonly ComponentNode[] {
  const before = new Map<string, ComponentNode>();
  const index = (nodes: readonly ComponentNode[]) => {
    for (const node of nodes) {
      before.set(node.component.uuid, node);
      for (const children of Object.values(node.slots)) index(children);
    }
  };
  index(previous);
  const reuse = (node: ComponentNode): ComponentNode => {
    const old = before.get(node.component.uuid);
    let slotsKept = !!old && Object.keys(old.slots).length === Object.keys(node.slots).length;
    const slots: Record<string, ComponentNode[]> = {};
    for (const [slot, children] of Object.entries(node.slots)) {
      const reused = children.map(reuse);
      const oldChildren = old?.slots[slot];
      if (sameItems(oldChildren, reused)) slots[slot] = oldChildren;
      else {
        slots[slot] = reused;
        slotsKept = false;
      }
    }
    if (old && slotsKept && sameComponent(old.component, node.component)) return old;
    return { component: node.component, slots };
  };
  const result = next.map(reuse);
  return sameItems(previous, result) ? previous : result;
}

/** buildComponentTree's answer with unchanged nodes kept from the previous render (reuseNodes). */
export function useStableTree(tree: readonly ComponentNode[]): readonly ComponentNode[] {
  // Derived from the previous render's answer, React's documented way (state set during render).
  const [kept, setKept] = useState({ input: tree, output: tree });
  if (kept.input === tree) return kept.output;
  const output = reuseNodes(kept.output, tree);
  setKept({ input: tree, output });
  return output;
}
