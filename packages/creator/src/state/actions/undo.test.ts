import { describe, expect, it } from 'vitest';
import { initialHistory } from '../history';
import { undo } from './undo';
import { updateProps } from './updateProps';

const titled = (title: string) => ({ uuid: 'a', props: { title } });

describe('undo', () => {
  it('goes back one whole step, keeps it for redo and remounts the forms', () => {
    const state = undo(updateProps(updateProps(initialHistory<{ title: string }>(), titled('one')), titled('two')));
    expect(state.present.props).toEqual({ a: { title: 'one' } });
    expect(state.future).toEqual([{ props: { a: { title: 'two' } }, orders: {} }]);
    expect(state.past).toHaveLength(1);
    expect(state.version).toBe(1);
  });
  it('does nothing with nothing to undo', () => {
    const empty = initialHistory();
    expect(undo(empty)).toBe(empty);
  });
});
