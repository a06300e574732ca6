import { BLOCK_NAME } from '../enums/blockName';
import { categoryTextDefaults, categoryTextFields } from './categoryText';
import { defineBlockSpec } from './defineBlockSpec';

export const categoryFootSpec = defineBlockSpec({
  name: BLOCK_NAME.CATEGORY_FOOT,
  fields: categoryTextFields,
  defaults: categoryTextDefaults,
});
