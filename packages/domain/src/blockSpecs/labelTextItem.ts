import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const labelTextItemSpec = defineBlockSpec({
  name: BLOCK_NAME.LABEL_TEXT_ITEM,
  fields: { i18n_label: field.translatable(), i18n_value: field.translatable() },
  defaults: { i18n_label: {}, i18n_value: {} },
});
