/**
 * The creator's unsaved changes with undo and redo, as one pure reducer: every step replaces the
 * whole state at once, so undo can never apply half a step (the nested setState calls it
 * replaces ran their inner updates twice under StrictMode and depended on a captured `edits`).
 */
export interface CreatorEdits<Props> {
  /** Unsaved props by component uuid. */
  props: Record<string, Props>;
  /** Unsaved sibling orders by parent key (the top level's key for the scheme's or placeholder's own blocks). */
  orders: Record<string, string[]>;
}

export interface CreatorHistory<Props> {
  present: CreatorEdits<Props>;
  past: CreatorEdits<Props>[];
  future: CreatorEdits<Props>[];
  /** Bumped whenever the present jumps (undo, redo, clear): forms showing it remount with its values. */
  version: number;
}

export type CreatorHistoryAction<Props> =
  /** A new change: the present goes onto the undo stack, the redo stack is dropped. */
  | { type: 'apply'; next: (present: CreatorEdits<Props>) => CreatorEdits<Props> }
  /** A correction outside the history (a deleted block's drafts, an order the server now holds). */
  | { type: 'amend'; next: (present: CreatorEdits<Props>) => CreatorEdits<Props> }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clear' };

const emptyEdits = <Props>(): CreatorEdits<Props> => ({ props: {}, orders: {} });

export const initialHistory = <Props>(): CreatorHistory<Props> => ({ present: emptyEdits(), past: [], future: [], version: 0 });

/** Drops the given uuids from edits: their drafts, orders they parent, and their places in orders. */
export const withoutComponents = <Props>(edits: CreatorEdits<Props>, uuids: readonly string[]): CreatorEdits<Props> => ({
  props: Object.fromEntries(Object.entries(edits.props).filter(([uuid]) => !uuids.includes(uuid))),
  orders: Object.fromEntries(
    Object.entries(edits.orders)
      .filter(([parentKey]) => !uuids.includes(parentKey))
      .map(([parentKey, ids]) => [parentKey, ids.filter((uuid) => !uuids.includes(uuid))]),
  ),
});

export function creatorHistoryReducer<Props>(state: CreatorHistory<Props>, action: CreatorHistoryAction<Props>): CreatorHistory<Props> {
  switch (action.type) {
    case 'apply':
      return { ...state, past: [...state.past, state.present], future: [], present: action.next(state.present) };
    case 'amend': {
      const present = action.next(state.present);
      return present === state.present ? state : { ...state, present };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { present: previous, past: state.past.slice(0, -1), future: [state.present, ...state.future], version: state.version + 1 };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { present: next, past: [...state.past, state.present], future: rest, version: state.version + 1 };
    }
    case 'clear':
      return { present: emptyEdits(), past: [], future: [], version: state.version + 1 };
  }
}
