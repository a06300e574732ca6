import type { ComponentNode } from '@salon/block-registry';
import { describe, expect, it } from 'vitest';
import { reuseNodes } from './stableTree';

const leaf = (uuid: string, props: Record<string, unknown> = {}, parent: string | null = null): ComponentNode => ({
  component: { uuid, name: 'Spacer', parent_uuid: parent, index: 0, props },
  slots: {},
});
// One props object, as the query's rows keep theirs across rebuilds.
const WRAPPER_PROPS = { width: 'narrow' };
const wrapper = (uuid: string, children: ComponentNode[]): ComponentNode => ({ component: { uuid, name: 'ContentWrapper', parent_uuid: null, index: 0, props: WRAPPER_PROPS }, slots: { default: children } });

describe('reuseNodes', () => {
  it('answers the previous tree when a rebuilt tree holds the same rows', () => {
    const props = { height: 8 };
    const previous = [leaf('a', props), wrapper('w', [leaf('c', props, 'w')])];
    const rebuilt = [leaf('a', props), wrapper('w', [leaf('c', props, 'w')])];
    expect(reuseNodes(previous, rebuilt)).toBe(previous);
  });

  it('keeps the unchanged nodes and gives the changed one and its ancestors new objects', () => {
    const props = { height: 8 };
    const previous = [leaf('a', props), wrapper('w', [leaf('c', props, 'w'), leaf('d', props, 'w')])];
    const next = reuseNodes(previous, [leaf('a', props), wrapper('w', [leaf('c', { height: 16 }, 'w'), leaf('d', props, 'w')])]);
    expect(next).not.toBe(previous);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]).not.toBe(previous[1]);
    expect(next[1]!.slots.default![0]!.component.props).toEqual({ height: 16 });
    expect(next[1]!.slots.default![1]).toBe(previous[1]!.slots.default![1]);
  });

  it('keeps the nodes of a reordered list and gives the list a new array', () => {
    const props = {};
    const previous = [leaf('a', props), leaf('b', props)];
    const next = reuseNodes(previous, [leaf('b', props), leaf('a', props)]);
    expect(next).toEqual([previous[1], previous[0]]);
    expect(next[0]).toBe(previous[1]);
  });

  it('drops a removed child and keeps its siblings', () => {
    const props = {};
    const previous = [wrapper('w', [leaf('c', props, 'w'), leaf('d', props, 'w')])];
    const next = reuseNodes(previous, [wrapper('w', [leaf('d', props, 'w')])]);
    expect(next[0]!.slots.default).toEqual([previous[0]!.slots.default![1]]);
    expect(next[0]!.slots.default![0]).toBe(previous[0]!.slots.default![1]);
  });
});
