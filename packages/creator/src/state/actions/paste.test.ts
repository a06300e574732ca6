import { describe, expect, it } from 'vitest';
import { toClipboardBlock } from '../clipboard';
import { planPaste } from './paste';
import { node } from './testNodes';

const wrapper = node('w-1', 'SplitPreviewWrapper', [node('m-1', 'SplitPreviewMini', [], { title: 'One' })]);
const scope = { schemeUuid: 'scheme-1', placeholderUuid: null, tree: [wrapper] };

describe('planPaste', () => {
  it('creates the copied subtree anew at the end of the page', () => {
    const block = toClipboardBlock(wrapper);
    expect(planPaste(block, null, scope)).toEqual({ scheme_uuid: 'scheme-1', parent_uuid: null, tree: [block] });
  });
  it('pastes under a parent that takes it, and into the open placeholder’s top level', () => {
    const mini = toClipboardBlock(wrapper.slots.default![0]!);
    expect(planPaste(mini, wrapper, scope)).toEqual({ scheme_uuid: 'scheme-1', parent_uuid: 'w-1', tree: [mini] });
    expect(planPaste(toClipboardBlock(wrapper), null, { ...scope, placeholderUuid: 'ph-1' })).toMatchObject({ placeholder_uuid: 'ph-1' });
  });
  it('refuses a paste the composition rules do not allow: nothing is sent', () => {
    expect(planPaste(toClipboardBlock(wrapper.slots.default![0]!), null, scope)).toBeNull();
  });
});
