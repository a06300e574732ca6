import { useCallback, useSyncExternalStore } from 'react';

// The admin bar's "Edit texts" switch and the composed page it acts on sit in different parts of
// the tree (frame vs route); one small store links them without threading state through the
// layouts. It holds a flag only: the editing code itself loads from app/admin when switched on.
let enabled = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function setInlineTextEditing(next: boolean) {
  if (next === enabled) return;
  enabled = next;
  listeners.forEach((listener) => listener());
}

/** Whether a route admin has switched on inline text editing (always off on the server). */
export function useInlineTextEditing(): [boolean, (next: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => enabled,
    () => false,
  );
  return [on, useCallback((next: boolean) => setInlineTextEditing(next), [])];
}
