import { BLOCK_NAME } from '../enums/blockName';
import { TEXT_COLOR } from '../enums/textColor';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const loyaltyIntroBannerSpec = defineBlockSpec({
  name: BLOCK_NAME.LOYALTY_INTRO_BANNER,
  fields: {
    title: field.text(),
    description: field.textarea(),
    imgSrc: field.image(),
    imgAlt: field.text(),
    textColor: field.radios([TEXT_COLOR.BLACK, TEXT_COLOR.WHITE]),
  },
  defaults: { title: '', description: '', imgSrc: '', imgAlt: '', textColor: TEXT_COLOR.WHITE },
});
