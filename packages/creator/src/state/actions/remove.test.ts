import { describe, expect, it } from 'vitest';
import { initialHistory, TOP_LEVEL } from '../history';
import { move } from './move';
import { remove, withoutComponents } from './remove';
import { updateProps } from './updateProps';

describe('remove', () => {
  it('drops the deleted blocks’ drafts, the orders they parent and their places in orders', () => {
    expect(withoutComponents({ props: {}, orders: { [TOP_LEVEL]: ['a', 'b'], a: ['c'] } }, ['a'])).toEqual({ props: {}, orders: { [TOP_LEVEL]: ['b'] } });
  });
  it('amends the present without an undo step', () => {
    let state = updateProps(initialHistory<{ title: string }>(), { uuid: 'a', props: { title: 'one' } });
    state = move(state, { parentKey: TOP_LEVEL, ids: ['b', 'a'] });
    const after = remove(state, { deleted: ['a', 'c'] });
    expect(after.present).toEqual({ props: {}, orders: { [TOP_LEVEL]: ['b'] } });
    expect(after.past).toBe(state.past);
  });
  it('returns the same state when nothing of it was deleted', () => {
    const state = initialHistory();
    expect(remove(state, { deleted: ['x'] }).present).toEqual(state.present);
  });
});
