import { amendPresent, type CreatorEdits, type CreatorHistory } from '../history';

/** Drops the given uuids from edits: their drafts, orders they parent, and their places in orders. */
export const withoutComponents = <Props>(edits: CreatorEdits<Props>, uuids: readonly string[]): CreatorEdits<Props> => ({
  props: Object.fromEntries(Object.entries(edits.props).filter(([uuid]) => !uuids.includes(uuid))),
  orders: Object.fromEntries(
    Object.entries(edits.orders)
      .filter(([parentKey]) => !uuids.includes(parentKey))
      .map(([parentKey, ids]) => [parentKey, ids.filter((uuid) => !uuids.includes(uuid))]),
  ),
});

/**
 * After the API deleted a block and its subtree (`deleted`: every uuid it removed): their unsaved
 * changes go. Not an undo step: the delete is already saved.
 */
export const remove = <Props>(state: CreatorHistory<Props>, { deleted }: { deleted: readonly string[] }): CreatorHistory<Props> =>
  amendPresent(state, withoutComponents(state.present, deleted));
