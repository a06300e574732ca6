import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const scrollToListSpec = defineBlockSpec({
  name: BLOCK_NAME.SCROLL_TO_LIST,
  fields: { title: field.text(), links: field.textarea() },
  defaults: { title: '', links: '' },
});
