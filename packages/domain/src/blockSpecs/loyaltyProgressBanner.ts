import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const loyaltyProgressBannerSpec = defineBlockSpec({
  name: BLOCK_NAME.LOYALTY_PROGRESS_BANNER,
  fields: { title: field.text(), description: field.textarea() },
  defaults: { title: '', description: '' },
});
