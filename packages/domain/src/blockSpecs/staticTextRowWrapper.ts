import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const staticTextRowWrapperSpec = defineBlockSpec({
  name: BLOCK_NAME.STATIC_TEXT_ROW_WRAPPER,
  fields: { uniqueId: field.text() },
  defaults: { uniqueId: '' },
});
