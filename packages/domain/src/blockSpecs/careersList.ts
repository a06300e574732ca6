import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const careersListSpec = defineBlockSpec({
  name: BLOCK_NAME.CAREERS_LIST,
  fields: {
    /** Designed: heading and intro above the job list; the ads themselves come from the API. */
    title: field.text(),
    intro: field.textarea(),
  },
  defaults: { title: '', intro: '' },
});
