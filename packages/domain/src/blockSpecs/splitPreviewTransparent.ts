import { BLOCK_NAME } from '../enums/blockName';
import { previewDefaults, previewFields } from './previewCard';
import { defineBlockSpec } from './defineBlockSpec';

export const splitPreviewTransparentSpec = defineBlockSpec({
  name: BLOCK_NAME.SPLIT_PREVIEW_TRANSPARENT,
  fields: previewFields,
  defaults: previewDefaults,
});
