import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const contentSubheadSpec = defineBlockSpec({
  name: BLOCK_NAME.CONTENT_SUBHEAD,
  fields: {
    title: field.text(),
    /** Anchor for scroll-to buttons and lists. */
    uniqueId: field.text(),
  },
  defaults: { title: '', uniqueId: '' },
});
