import { emptyEdits, type CreatorHistory } from '../history';

/** Every unsaved change dropped (the stored blocks show again); undo and redo start over. */
export const clear = <Props>(state: CreatorHistory<Props>): CreatorHistory<Props> => ({ present: emptyEdits(), past: [], future: [], version: state.version + 1 });
