import { describe, expect, it } from 'vitest';
import { planDuplicate } from './duplicate';
import { node } from './testNodes';

const mini = (uuid: string) => node(uuid, 'SplitPreviewMini', [], { title: uuid });
const wrapper = node('w-1', 'SplitPreviewWrapper', [mini('m-1'), mini('m-2')]);
const spacer = node('s-1', 'Spacer');
const scope = { schemeUuid: 'scheme-1', placeholderUuid: null, tree: [wrapper, spacer] };

describe('planDuplicate', () => {
  it('copies a block with all its blocks right after it, never its uuids', () => {
    const request = planDuplicate(wrapper, null, scope);
    expect(request).toMatchObject({ scheme_uuid: 'scheme-1', parent_uuid: null, index: 1, sibling_order: ['w-1', 's-1'] });
    expect(request.tree[0]?.children.map((child) => child.props)).toEqual([{ title: 'm-1' }, { title: 'm-2' }]);
    expect(JSON.stringify(request.tree)).not.toMatch(/w-1|"uuid"/);
  });
  it('duplicates a child among its parent’s children, and in the open placeholder', () => {
    expect(planDuplicate(wrapper.slots.default![0]!, wrapper, scope)).toMatchObject({ parent_uuid: 'w-1', index: 1, sibling_order: ['m-1', 'm-2'] });
    expect(planDuplicate(spacer, null, { ...scope, placeholderUuid: 'ph-1' })).toMatchObject({ placeholder_uuid: 'ph-1', index: 2 });
  });
});
