import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const horizontalLineSpec = defineBlockSpec({
  name: BLOCK_NAME.HORIZONTAL_LINE,
  fields: { spacing: field.radios(['small', 'medium', 'large']) },
  defaults: { spacing: 'medium' },
});
