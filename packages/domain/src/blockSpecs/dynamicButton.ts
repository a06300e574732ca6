import { ALIGNMENT, DEFAULT_ALIGNMENT } from '../enums/alignment';
import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const dynamicButtonSpec = defineBlockSpec({
  name: BLOCK_NAME.DYNAMIC_BUTTON,
  fields: {
    /** Required: a button needs a name and somewhere to go. */
    label: field.text({ required: true }),
    linkUrl: field.link({ required: true }),
    alignment: field.radios([ALIGNMENT.LEFT, ALIGNMENT.CENTER, ALIGNMENT.RIGHT]),
  },
  defaults: { label: '', linkUrl: '', alignment: DEFAULT_ALIGNMENT },
});
