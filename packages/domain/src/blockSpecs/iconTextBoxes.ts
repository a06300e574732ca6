import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const iconTextBoxesSpec = defineBlockSpec({
  name: BLOCK_NAME.ICON_TEXT_BOXES,
  fields: { title: field.text(), subtitle: field.text() },
  defaults: { title: '', subtitle: '' },
});
