import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const scrollToButtonSpec = defineBlockSpec({
  name: BLOCK_NAME.SCROLL_TO_BUTTON,
  fields: {
    label: field.text(),
    /** The uniqueId of the block to scroll to. */
    targetId: field.text(),
  },
  defaults: { label: '', targetId: '' },
});
