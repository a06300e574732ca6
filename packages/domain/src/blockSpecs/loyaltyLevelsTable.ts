import { BLOCK_NAME } from '../enums/blockName';
import { YES_NO } from '../enums/yesNo';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const loyaltyLevelsTableSpec = defineBlockSpec({
  name: BLOCK_NAME.LOYALTY_LEVELS_TABLE,
  fields: {
    title: field.text(),
    /** Marks the signed-in member's own tier. */
    highlightCurrentTier: field.yesNo(),
  },
  defaults: { title: '', highlightCurrentTier: YES_NO.YES },
});
