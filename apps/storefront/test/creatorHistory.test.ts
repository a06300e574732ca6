import { describe, expect, it } from 'vitest';
import { creatorHistoryReducer as reduce, initialHistory, withoutComponents, type CreatorEdits, type CreatorHistory } from '../app/admin/creatorHistory';

type Props = Record<string, string>;
const setTitle = (uuid: string, title: string) => ({ type: 'apply' as const, next: (edits: CreatorEdits<Props>) => ({ ...edits, props: { ...edits.props, [uuid]: { title } } }) });
const run = (...actions: Parameters<typeof reduce<Props>>[1][]) => actions.reduce<CreatorHistory<Props>>((state, action) => reduce(state, action), initialHistory<Props>());

describe('creator undo/redo history', () => {
  it('undoes and redoes whole steps', () => {
    const state = run(setTitle('a', 'one'), setTitle('a', 'two'), { type: 'undo' });
    expect(state.present.props).toEqual({ a: { title: 'one' } });
    expect(state.future).toHaveLength(1);
    const redone = reduce(state, { type: 'redo' });
    expect(redone.present.props).toEqual({ a: { title: 'two' } });
    expect(redone.version).toBe(2);
  });
  it('drops the redo stack on a new change and ignores undo with nothing to undo', () => {
    const state = run(setTitle('a', 'one'), { type: 'undo' }, setTitle('b', 'x'));
    expect(state.future).toEqual([]);
    expect(run({ type: 'undo' })).toEqual(initialHistory());
    expect(run({ type: 'redo' })).toEqual(initialHistory());
  });
  it('amends the present without a history step', () => {
    const state = run(setTitle('a', 'one'), { type: 'amend', next: (edits) => withoutComponents(edits, ['a']) });
    expect(state.present.props).toEqual({});
    expect(state.past).toHaveLength(1);
  });
  it('clears everything', () => {
    const state = run(setTitle('a', 'one'), { type: 'clear' });
    expect(state.present).toEqual({ props: {}, orders: {} });
    expect(state.past).toEqual([]);
  });
  it('removes deleted blocks from orders', () => {
    expect(withoutComponents({ props: {}, orders: { '': ['a', 'b'], a: ['c'] } }, ['a'])).toEqual({ props: {}, orders: { '': ['b'] } });
  });
});
