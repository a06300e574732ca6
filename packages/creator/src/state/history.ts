/**
 * The creator's unsaved changes with undo and redo. Every action (one file each in ./actions)
 * replaces the whole state at once, so undo can never apply half a step.
 */
export interface CreatorEdits<Props> {
  /** Unsaved props by component uuid. */
  props: Record<string, Props>;
  /** Unsaved sibling orders by parent key (`TOP_LEVEL` for the scheme's or placeholder's own blocks). */
  orders: Record<string, string[]>;
}

export interface CreatorHistory<Props> {
  present: CreatorEdits<Props>;
  past: CreatorEdits<Props>[];
  future: CreatorEdits<Props>[];
  /** Bumped whenever the present jumps (undo, redo, clear): forms showing it remount with its values. */
  version: number;
}

/** The parent key of unsaved top-level orders (the scheme's or placeholder's own blocks). */
export const TOP_LEVEL = '';

export const emptyEdits = <Props>(): CreatorEdits<Props> => ({ props: {}, orders: {} });

export const initialHistory = <Props>(): CreatorHistory<Props> => ({ present: emptyEdits(), past: [], future: [], version: 0 });

/** A new change: the present goes onto the undo stack and the redo stack is dropped. */
export const recordStep = <Props>(state: CreatorHistory<Props>, present: CreatorEdits<Props>): CreatorHistory<Props> => ({
  ...state,
  past: [...state.past, state.present],
  future: [],
  present,
});

/** A correction outside the history (what the server now holds): no undo step. */
export const amendPresent = <Props>(state: CreatorHistory<Props>, present: CreatorEdits<Props>): CreatorHistory<Props> =>
  present === state.present ? state : { ...state, present };

/** How many unsaved changes there are: edited blocks plus reordered parents. */
export const unsavedCount = <Props>(edits: CreatorEdits<Props>): number => Object.keys(edits.props).length + Object.keys(edits.orders).length;
