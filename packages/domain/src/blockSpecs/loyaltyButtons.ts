import { ALIGNMENT, DEFAULT_ALIGNMENT } from '../enums/alignment';
import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const loyaltyButtonsSpec = defineBlockSpec({
  name: BLOCK_NAME.LOYALTY_BUTTONS,
  fields: { alignment: field.radios([ALIGNMENT.LEFT, ALIGNMENT.CENTER, ALIGNMENT.RIGHT]) },
  defaults: { alignment: DEFAULT_ALIGNMENT },
});
