import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const postContentSpec = defineBlockSpec({
  name: BLOCK_NAME.POST_CONTENT,
  fields: { content: field.richText(), uniqueId: field.text() },
  defaults: { content: [], uniqueId: '' },
});
