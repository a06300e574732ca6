import { describe, expect, it } from 'vitest';
import { initialHistory } from '../history';
import { updateProps } from './updateProps';

describe('updateProps', () => {
  it('keeps the props unsaved as one undo step and drops the redo stack', () => {
    const first = updateProps(initialHistory<{ title: string }>(), { uuid: 'a', props: { title: 'one' } });
    const second = updateProps({ ...first, future: [first.present] }, { uuid: 'b', props: { title: 'two' } });
    expect(second.present.props).toEqual({ a: { title: 'one' }, b: { title: 'two' } });
    expect(second.past).toHaveLength(2);
    expect(second.future).toEqual([]);
  });
  it('replaces the earlier draft of the same block', () => {
    const state = updateProps(updateProps(initialHistory<{ title: string }>(), { uuid: 'a', props: { title: 'one' } }), { uuid: 'a', props: { title: 'two' } });
    expect(state.present.props).toEqual({ a: { title: 'two' } });
  });
});
