import { clear } from './actions/clear';
import { inserted } from './actions/insert';
import { move } from './actions/move';
import { redo } from './actions/redo';
import { remove } from './actions/remove';
import { undo } from './actions/undo';
import { updateProps } from './actions/updateProps';
import type { CreatorHistory } from './history';

/** Everything that changes the editor's unsaved state, one pure action each (./actions). */
export type CreatorAction<Props> =
  | { type: 'updateProps'; uuid: string; props: Props }
  | { type: 'move'; parentKey: string; ids: readonly string[] }
  /** The API saved an insert, paste or duplicate with this parent's order. */
  | { type: 'inserted'; parentKey: string }
  /** The API deleted these blocks. */
  | { type: 'removed'; deleted: readonly string[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clear' };

export function creatorReducer<Props>(state: CreatorHistory<Props>, action: CreatorAction<Props>): CreatorHistory<Props> {
  switch (action.type) {
    case 'updateProps':
      return updateProps(state, action);
    case 'move':
      return move(state, action);
    case 'inserted':
      return inserted(state, action);
    case 'removed':
      return remove(state, action);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'clear':
      return clear(state);
  }
}
