import { describe, expect, it } from 'vitest';
import { initialHistory, TOP_LEVEL } from '../history';
import { inserted, planInsert } from './insert';
import { move } from './move';
import { node } from './testNodes';

const first = node('s-1', 'Spacer');
const second = node('s-2', 'Spacer');
const wrapper = node('w-1', 'SplitPreviewWrapper', [node('m-1', 'SplitPreviewMini'), node('m-2', 'SplitPreviewMini')]);
const scope = { schemeUuid: 'scheme-1', placeholderUuid: null, tree: [first, second, wrapper] };

describe('planInsert', () => {
  it('inserts after the anchor at the top level with the siblings’ order as shown', () => {
    expect(planInsert({ parent: null, anchor: first }, { name: 'Spacer', position: 'bottom' }, scope)).toEqual({
      kind: 'tree',
      parentKey: TOP_LEVEL,
      request: { scheme_uuid: 'scheme-1', parent_uuid: null, index: 1, sibling_order: ['s-1', 's-2', 'w-1'], tree: [{ name: 'Spacer', props: {}, slot: 'default', children: [] }] },
    });
  });
  it('inserts before the anchor for top and left, and last for inside', () => {
    expect(planInsert({ parent: null, anchor: second }, { name: 'Spacer', position: 'top' }, scope)?.request.index).toBe(1);
    const inside = planInsert({ parent: wrapper, anchor: null }, { name: 'SplitPreviewMini', position: 'inside' }, scope);
    expect(inside).toMatchObject({ kind: 'tree', parentKey: 'w-1', request: { parent_uuid: 'w-1', index: 2, sibling_order: ['m-1', 'm-2'] } });
    expect(planInsert({ parent: wrapper, anchor: wrapper.slots.default![0]! }, { name: 'SplitPreviewMini', position: 'left' }, scope)?.request.index).toBe(0);
  });
  it('creates the wrapper a block needs at the top level, in the same call', () => {
    const plan = planInsert({ parent: null, anchor: null }, { name: 'SplitPreviewMini', position: 'bottom' }, scope);
    expect(plan?.request.tree).toEqual([{ name: 'SplitPreviewWrapper', props: {}, slot: 'default', children: [{ name: 'SplitPreviewMini', props: {}, slot: 'default', children: [] }] }]);
    expect(plan?.request.index).toBe(3);
  });
  it('writes into the open placeholder at its top level', () => {
    const plan = planInsert({ parent: null, anchor: null }, { name: 'Spacer', position: 'bottom' }, { ...scope, placeholderUuid: 'ph-1', tree: [] });
    expect(plan?.request).toMatchObject({ placeholder_uuid: 'ph-1', index: 0, sibling_order: [] });
  });
  it('creates a new placeholder for a block that only lives in one', () => {
    expect(planInsert({ parent: null, anchor: null }, { name: 'BrandHead', position: 'bottom' }, scope)).toEqual({
      kind: 'placeholder',
      request: { scheme_uuid: 'scheme-1', parent_uuid: null, new_placeholder: { type: expect.any(String), name: 'BrandHead' }, tree: [{ name: 'BrandHead', props: {}, slot: 'default', children: [] }] },
    });
  });
  it('refuses what the composition rules do not allow there, and unknown blocks', () => {
    expect(planInsert({ parent: wrapper, anchor: null }, { name: 'Spacer', position: 'inside' }, scope)).toBeNull();
    expect(planInsert({ parent: null, anchor: null }, { name: 'NoSuchBlock', position: 'bottom' }, scope)).toBeNull();
  });
});

describe('inserted', () => {
  it('drops the saved parent’s unsaved order without an undo step', () => {
    const state = move(move(initialHistory(), { parentKey: TOP_LEVEL, ids: ['s-2', 's-1'] }), { parentKey: 'w-1', ids: ['m-2', 'm-1'] });
    const after = inserted(state, { parentKey: TOP_LEVEL });
    expect(after.present.orders).toEqual({ 'w-1': ['m-2', 'm-1'] });
    expect(after.past).toBe(state.past);
    expect(inserted(after, { parentKey: 'other' })).toBe(after);
  });
});
