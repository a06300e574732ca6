import { BLOCK_NAME } from '../enums/blockName';
import { previewDefaults, previewFields } from './previewCard';
import { defineBlockSpec } from './defineBlockSpec';

export const splitPreviewRegularSpec = defineBlockSpec({
  name: BLOCK_NAME.SPLIT_PREVIEW_REGULAR,
  fields: previewFields,
  defaults: previewDefaults,
});
