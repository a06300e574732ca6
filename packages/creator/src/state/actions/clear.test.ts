import { describe, expect, it } from 'vitest';
import { initialHistory } from '../history';
import { clear } from './clear';
import { updateProps } from './updateProps';

describe('clear', () => {
  it('drops every unsaved change and the history, and remounts the forms', () => {
    const state = clear(updateProps(initialHistory<{ title: string }>(), { uuid: 'a', props: { title: 'one' } }));
    expect(state.present).toEqual({ props: {}, orders: {} });
    expect(state.past).toEqual([]);
    expect(state.version).toBe(1);
  });
});
