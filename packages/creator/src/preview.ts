import type { StoredComponent } from '@salon/block-registry';
import { sameComponent, sameItems } from './sameComponent';

/**
 * What the creator posts to its preview frame. The whole state goes once, when the frame says it
 * is ready; after that only what changed, keyed by uuid: posting (and cloning) all of a
 * 500-block page on every keystroke, move or undo was part of what blocked the editor.
 */
export interface PreviewState {
  components: StoredComponent[];
  pattern: string[] | null;
}
export interface PreviewChanges {
  /** Blocks added or changed, whole. */
  upserts: StoredComponent[];
  /** Uuids of blocks gone. */
  removed: string[];
  /** The top-level order, when it changed. */
  pattern?: string[] | null;
}

/** The changes from one posted state to the next; null when there are none. */
export function previewChanges(before: PreviewState, after: PreviewState): PreviewChanges | null {
  const old = new Map(before.components.map((component) => [component.uuid, component]));
  const upserts = after.components.filter((component) => {
    const previous = old.get(component.uuid);
    old.delete(component.uuid);
    return !previous || !sameComponent(previous, component);
  });
  const removed = [...old.keys()];
  const patternChanged = before.pattern !== after.pattern && !sameItems(before.pattern, after.pattern);
  if (upserts.length === 0 && removed.length === 0 && !patternChanged) return null;
  return { upserts, removed, ...(patternChanged && { pattern: after.pattern }) };
}

/** The frame's side: a posted state with changes applied (a changed block keeps its place in the list). */
export function applyPreviewChanges(state: PreviewState, changes: PreviewChanges): PreviewState {
  const gone = new Set(changes.removed);
  const changed = new Map(changes.upserts.map((component) => [component.uuid, component]));
  const components = state.components
    .filter((component) => !gone.has(component.uuid))
    .map((component) => {
      const next = changed.get(component.uuid);
      changed.delete(component.uuid);
      return next ?? component;
    });
  return { components: [...components, ...changed.values()], pattern: changes.pattern === undefined ? state.pattern : changes.pattern };
}
