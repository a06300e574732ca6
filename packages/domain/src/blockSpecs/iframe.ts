import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const iframeSpec = defineBlockSpec({
  name: BLOCK_NAME.IFRAME,
  fields: { path: field.link(), uniqueId: field.text() },
  defaults: { path: '', uniqueId: '' },
});
