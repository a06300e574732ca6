import type { StoredComponent } from '@salon/block-registry';
import { describe, expect, it } from 'vitest';
import { applyPreviewChanges, previewChanges, type PreviewState } from './preview';

const block = (uuid: string, props: Record<string, unknown> = {}): StoredComponent => ({ uuid, name: 'Spacer', parent_uuid: null, index: 0, props });

describe('preview changes', () => {
  const a = block('a');
  const b = block('b');
  const before: PreviewState = { components: [a, b], pattern: ['a', 'b'] };

  it('are none for the same rows in new objects', () => {
    expect(previewChanges(before, { components: [{ ...a }, { ...b }], pattern: ['a', 'b'] })).toBeNull();
  });

  it('name an added, a changed and a removed block, and a new order', () => {
    const changedA = block('a', { height: 16 });
    const c = block('c');
    const changes = previewChanges(before, { components: [changedA, c], pattern: ['c', 'a'] });
    expect(changes).toEqual({ upserts: [changedA, c], removed: ['b'], pattern: ['c', 'a'] });
    expect(applyPreviewChanges(before, changes!)).toEqual({ components: [changedA, c], pattern: ['c', 'a'] });
  });

  it('leave the order out when it did not change, and the frame keeps its own', () => {
    const changedB = block('b', { height: 24 });
    const changes = previewChanges(before, { components: [a, changedB], pattern: ['a', 'b'] });
    expect(changes).toEqual({ upserts: [changedB], removed: [] });
    expect(applyPreviewChanges(before, changes!)).toEqual({ components: [a, changedB], pattern: ['a', 'b'] });
  });
});
