import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const scrollToButtonSpec = defineBlockSpec({
  name: BLOCK_NAME.SCROLL_TO_BUTTON,
  fields: {
    /** Required (with targetId): a nameless button, or one that scrolls nowhere, is noise. */
    label: field.text({ required: true }),
    /** The uniqueId of the block to scroll to. */
    targetId: field.text({ required: true }),
  },
  defaults: { label: '', targetId: '' },
});
