import { describe, expect, it } from 'vitest';
import { initialHistory } from '../history';
import { redo } from './redo';
import { undo } from './undo';
import { updateProps } from './updateProps';

const titled = (title: string) => ({ uuid: 'a', props: { title } });

describe('redo', () => {
  it('goes forward one undone step', () => {
    const redone = redo(undo(updateProps(updateProps(initialHistory<{ title: string }>(), titled('one')), titled('two'))));
    expect(redone.present.props).toEqual({ a: { title: 'two' } });
    expect(redone.future).toEqual([]);
    expect(redone.version).toBe(2);
  });
  it('does nothing with nothing to redo, and a new change drops what could be redone', () => {
    const empty = initialHistory();
    expect(redo(empty)).toBe(empty);
    const changed = updateProps(undo(updateProps(initialHistory<{ title: string }>(), titled('one'))), { uuid: 'b', props: { title: 'x' } });
    expect(redo(changed)).toBe(changed);
  });
});
