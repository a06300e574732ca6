import { describe, expect, it } from 'vitest';
import { initialHistory } from '../history';
import { redo } from './redo';
import { undo } from './undo';
import { updateProps } from './updateProps';

const titled = (title: string) => ({ uuid: 'a', props: { title } });

describe('undo and redo', () => {
  it('undoes and redoes whole steps and bumps the version each time', () => {
    const state = undo(updateProps(updateProps(initialHistory<{ title: string }>(), titled('one')), titled('two')));
    expect(state.present.props).toEqual({ a: { title: 'one' } });
    expect(state.future).toHaveLength(1);
    const redone = redo(state);
    expect(redone.present.props).toEqual({ a: { title: 'two' } });
    expect(redone.version).toBe(2);
  });
  it('does nothing with nothing to undo or redo', () => {
    const empty = initialHistory();
    expect(undo(empty)).toBe(empty);
    expect(redo(empty)).toBe(empty);
  });
  it('loses the redo stack to a new change', () => {
    const state = updateProps(undo(updateProps(initialHistory<{ title: string }>(), titled('one'))), { uuid: 'b', props: { title: 'x' } });
    expect(state.future).toEqual([]);
    expect(redo(state)).toBe(state);
  });
});
