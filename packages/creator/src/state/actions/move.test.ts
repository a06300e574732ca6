import { describe, expect, it } from 'vitest';
import { initialHistory, TOP_LEVEL } from '../history';
import { move } from './move';

describe('move', () => {
  it('keeps one order per parent, the latest winning', () => {
    let state = move(initialHistory(), { parentKey: TOP_LEVEL, ids: ['b', 'a'] });
    state = move(state, { parentKey: 'p', ids: ['y', 'x'] });
    state = move(state, { parentKey: TOP_LEVEL, ids: ['a', 'b'] });
    expect(state.present.orders).toEqual({ [TOP_LEVEL]: ['a', 'b'], p: ['y', 'x'] });
    expect(state.past).toHaveLength(3);
  });
});
