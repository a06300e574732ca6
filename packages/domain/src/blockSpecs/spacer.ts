import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

/** Height when the stored one is empty or unreadable. */
export const SPACER_DEFAULT_HEIGHT_PX = 32;

export const spacerSpec = defineBlockSpec({
  name: BLOCK_NAME.SPACER,
  fields: { height: field.number({ unit: 'px' }) },
  defaults: { height: SPACER_DEFAULT_HEIGHT_PX },
});
