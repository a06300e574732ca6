import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const contentDynamicTextSpec = defineBlockSpec({
  name: BLOCK_NAME.CONTENT_DYNAMIC_TEXT,
  fields: { content: field.richText() },
  defaults: { content: [] },
});
