import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const categoryHeadSpec = defineBlockSpec({
  name: BLOCK_NAME.CATEGORY_HEAD,
  fields: {
    title: field.text(),
    description: field.textarea(),
    imgSrc: field.image(),
    imgAlt: field.text(),
  },
  defaults: { title: '', description: '', imgSrc: '', imgAlt: '' },
});
