import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const brandHeadSpec = defineBlockSpec({
  name: BLOCK_NAME.BRAND_HEAD,
  fields: {
    i18n_title: field.translatable(),
    i18n_description: field.translatable({ multiline: true }),
    logoSrc: field.image(),
    logoAlt: field.text(),
    imgSrc: field.image(),
    imgAlt: field.text(),
  },
  defaults: { i18n_title: {}, i18n_description: {}, logoSrc: '', logoAlt: '', imgSrc: '', imgAlt: '' },
});
