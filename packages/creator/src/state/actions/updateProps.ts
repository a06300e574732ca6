import { recordStep, type CreatorHistory } from '../history';

/** A block's edited props, kept unsaved until Save: one undo step. */
export const updateProps = <Props>(state: CreatorHistory<Props>, { uuid, props }: { uuid: string; props: Props }): CreatorHistory<Props> =>
  recordStep(state, { ...state.present, props: { ...state.present.props, [uuid]: props } });
