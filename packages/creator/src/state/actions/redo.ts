import type { CreatorHistory } from '../history';

/** Forward one undone step. Nothing to redo: the same state. */
export function redo<Props>(state: CreatorHistory<Props>): CreatorHistory<Props> {
  const [next, ...rest] = state.future;
  if (!next) return state;
  return { present: next, past: [...state.past, state.present], future: rest, version: state.version + 1 };
}
