import { describe, expect, it } from 'vitest';
import { creatorReducer, type CreatorAction } from './creatorReducer';
import { initialHistory, TOP_LEVEL, unsavedCount, type CreatorHistory } from './history';

type Props = { title: string };
const run = (...actions: CreatorAction<Props>[]) => actions.reduce<CreatorHistory<Props>>(creatorReducer, initialHistory<Props>());

describe('creatorReducer', () => {
  it('runs an editing session: edits, a move, an undo, a redo, a saved delete', () => {
    const state = run(
      { type: 'updateProps', uuid: 'a', props: { title: 'one' } },
      { type: 'move', parentKey: TOP_LEVEL, ids: ['b', 'a'] },
      { type: 'undo' },
      { type: 'redo' },
      { type: 'removed', deleted: ['a'] },
    );
    expect(state.present).toEqual({ props: {}, orders: { [TOP_LEVEL]: ['b'] } });
    expect(unsavedCount(state.present)).toBe(1);
    expect(state.past).toHaveLength(2);
  });
  it('forgets a saved insert’s order and clears everything', () => {
    const moved = run({ type: 'move', parentKey: 'p', ids: ['y', 'x'] }, { type: 'inserted', parentKey: 'p' });
    expect(unsavedCount(moved.present)).toBe(0);
    expect(creatorReducer(moved, { type: 'clear' })).toEqual({ present: { props: {}, orders: {} }, past: [], future: [], version: 1 });
  });
});
