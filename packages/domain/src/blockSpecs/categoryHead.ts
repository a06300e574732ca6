import { BLOCK_NAME } from '../enums/blockName';
import { categoryTextDefaults, categoryTextFields } from './categoryText';
import { defineBlockSpec } from './defineBlockSpec';

export const categoryHeadSpec = defineBlockSpec({
  name: BLOCK_NAME.CATEGORY_HEAD,
  fields: categoryTextFields,
  defaults: categoryTextDefaults,
});
