import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const excerptTitleTextSpec = defineBlockSpec({
  name: BLOCK_NAME.EXCERPT_TITLE_TEXT,
  fields: { title: field.text(), description: field.textarea(), linkUrl: field.link() },
  defaults: { title: '', description: '', linkUrl: '' },
});
