import { describe, expect, it } from 'vitest';
import { buildComponentTree, type StoredComponent } from './buildComponentTree';

const component = (uuid: string, parent_uuid: string | null, extra: Partial<StoredComponent> = {}): StoredComponent => ({
  uuid,
  name: 'Spacer',
  parent_uuid,
  props: {},
  ...extra,
});

describe('buildComponentTree', () => {
  it('nests children under the parent whose uuid they name, per slot, in index order', () => {
    const tree = buildComponentTree([
      component('wrapper', null, { name: 'SplitPreviewWrapper' }),
      component('b', 'wrapper', { index: 2 }),
      component('a', 'wrapper', { index: 1 }),
      component('side', 'wrapper', { slot: 'aside' }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.slots.default!.map((node) => node.component.uuid)).toEqual(['a', 'b']);
    expect(tree[0]!.slots.aside!.map((node) => node.component.uuid)).toEqual(['side']);
  });

  it('orders top-level components by index', () => {
    const tree = buildComponentTree([component('two', null, { index: 2 }), component('one', null, { index: 1 })]);
    expect(tree.map((node) => node.component.uuid)).toEqual(['one', 'two']);
  });

  it('drops components whose parent does not exist', () => {
    const tree = buildComponentTree([component('top', null), component('orphan', 'gone')]);
    expect(tree.map((node) => node.component.uuid)).toEqual(['top']);
  });

  it('does not loop on a parent cycle', () => {
    const tree = buildComponentTree([component('a', 'b'), component('b', 'a'), component('root', null)]);
    expect(tree.map((node) => node.component.uuid)).toEqual(['root']);
    expect(tree[0]!.slots).toEqual({});
  });
});
