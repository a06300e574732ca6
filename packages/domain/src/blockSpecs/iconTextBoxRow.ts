import { BLOCK_NAME } from '../enums/blockName';
import { ICON, type Icon } from '../enums/icon';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

const ICONS = Object.values(ICON) as [Icon, ...Icon[]];

export const iconTextBoxRowSpec = defineBlockSpec({
  name: BLOCK_NAME.ICON_TEXT_BOX_ROW,
  fields: {
    titleLeft: field.text(),
    titleRight: field.text(),
    iconLeft: field.select(ICONS),
    iconRight: field.select(ICONS),
  },
  defaults: { titleLeft: '', titleRight: '', iconLeft: ICON.NONE, iconRight: ICON.NONE },
});
