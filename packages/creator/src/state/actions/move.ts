import { recordStep, type CreatorHistory } from '../history';

/** A parent's children (or the top level, key `TOP_LEVEL`) in a new order, unsaved until Save: one undo step. */
export const move = <Props>(state: CreatorHistory<Props>, { parentKey, ids }: { parentKey: string; ids: readonly string[] }): CreatorHistory<Props> =>
  recordStep(state, { ...state.present, orders: { ...state.present.orders, [parentKey]: [...ids] } });
