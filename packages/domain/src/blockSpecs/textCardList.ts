import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const textCardListSpec = defineBlockSpec({
  name: BLOCK_NAME.TEXT_CARD_LIST,
  fields: { title: field.text(), uniqueId: field.text() },
  defaults: { title: '', uniqueId: '' },
});
