import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const labelTextItemSpec = defineBlockSpec({
  name: BLOCK_NAME.LABEL_TEXT_ITEM,
  // The value is required: a label with nothing after it says nothing.
  fields: { i18n_label: field.translatable(), i18n_value: field.translatable({ required: true }) },
  defaults: { i18n_label: {}, i18n_value: {} },
});
