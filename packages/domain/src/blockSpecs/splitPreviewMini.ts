import { BLOCK_NAME } from '../enums/blockName';
import { previewDefaults, previewFields } from './previewCard';
import { defineBlockSpec } from './defineBlockSpec';

export const splitPreviewMiniSpec = defineBlockSpec({
  name: BLOCK_NAME.SPLIT_PREVIEW_MINI,
  fields: previewFields,
  defaults: previewDefaults,
});
