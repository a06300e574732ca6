import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const iframeSpec = defineBlockSpec({
  name: BLOCK_NAME.IFRAME,
  // Required: without a source the frame renders nothing.
  fields: { path: field.link({ required: true }), uniqueId: field.text() },
  defaults: { path: '', uniqueId: '' },
});
