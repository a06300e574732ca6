import { BLOCK_NAME } from '../enums/blockName';
import { previewDefaults, previewFields } from './previewCard';
import { defineBlockSpec } from './defineBlockSpec';

export const singleLargePreviewSpec = defineBlockSpec({
  name: BLOCK_NAME.SINGLE_LARGE_PREVIEW,
  fields: previewFields,
  defaults: previewDefaults,
});
