import { ALIGNMENT, DEFAULT_ALIGNMENT } from '../enums/alignment';
import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const dynamicButtonSpec = defineBlockSpec({
  name: BLOCK_NAME.DYNAMIC_BUTTON,
  fields: {
    label: field.text(),
    linkUrl: field.link(),
    alignment: field.radios([ALIGNMENT.LEFT, ALIGNMENT.CENTER, ALIGNMENT.RIGHT]),
  },
  defaults: { label: '', linkUrl: '', alignment: DEFAULT_ALIGNMENT },
});
