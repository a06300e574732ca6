import type { CreatorHistory } from '../history';

/** Back one step; the present goes onto the redo stack. Nothing to undo: the same state. */
export function undo<Props>(state: CreatorHistory<Props>): CreatorHistory<Props> {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return { present: previous, past: state.past.slice(0, -1), future: [state.present, ...state.future], version: state.version + 1 };
}
