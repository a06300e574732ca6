import { BLOCK_NAME } from '../enums/blockName';
import { ICON, STATIC_TEXT_ICONS, type Icon } from '../enums/icon';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

const [firstIcon, ...otherIcons] = STATIC_TEXT_ICONS;

export const staticTextItemSpec = defineBlockSpec({
  name: BLOCK_NAME.STATIC_TEXT_ITEM,
  fields: {
    i18n_title: field.translatable(),
    i18n_description: field.translatable({ multiline: true }),
    icon: field.select([firstIcon ?? ICON.NONE, ...otherIcons] as [Icon, ...Icon[]]),
  },
  defaults: { i18n_title: {}, i18n_description: {}, icon: ICON.NONE },
});
