import { BLOCK_NAME } from '../enums/blockName';
import { PANEL_SIDE } from '../enums/panelSide';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const loyaltyImageAndTextSpec = defineBlockSpec({
  name: BLOCK_NAME.LOYALTY_IMAGE_AND_TEXT,
  fields: {
    title: field.text(),
    content: field.richText(),
    imgSrc: field.image(),
    imgAlt: field.text(),
    imageSide: field.radios([PANEL_SIDE.LEFT, PANEL_SIDE.RIGHT]),
  },
  defaults: { title: '', content: [], imgSrc: '', imgAlt: '', imageSide: PANEL_SIDE.RIGHT },
});
