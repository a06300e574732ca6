import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

/** Gap between the previews when the stored one is empty or unreadable. */
export const SPLIT_PREVIEW_DEFAULT_GAP_PX = 16;

export const splitPreviewWrapperSpec = defineBlockSpec({
  name: BLOCK_NAME.SPLIT_PREVIEW_WRAPPER,
  fields: { gap: field.number({ unit: 'px' }) },
  defaults: { gap: SPLIT_PREVIEW_DEFAULT_GAP_PX },
});
