import { BLOCK_NAME } from '../enums/blockName';
import { CORNER_STYLE } from '../enums/cornerStyle';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const contentImageSpec = defineBlockSpec({
  name: BLOCK_NAME.CONTENT_IMAGE,
  fields: {
    /** Required: the block is only its image. */
    imgSrc: field.image({ required: true }),
    imgAlt: field.text(),
    cornerStyle: field.radios([CORNER_STYLE.SHARP, CORNER_STYLE.ROUNDED]),
    uniqueId: field.text(),
  },
  defaults: { imgSrc: '', imgAlt: '', cornerStyle: CORNER_STYLE.SHARP, uniqueId: '' },
});
