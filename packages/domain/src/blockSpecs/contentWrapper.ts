import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const contentWrapperSpec = defineBlockSpec({
  name: BLOCK_NAME.CONTENT_WRAPPER,
  fields: { width: field.radios(['narrow', 'wide']), uniqueId: field.text() },
  defaults: { width: 'narrow', uniqueId: '' },
});
