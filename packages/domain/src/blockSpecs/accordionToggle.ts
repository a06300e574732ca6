import { BLOCK_NAME } from '../enums/blockName';
import { YES_NO } from '../enums/yesNo';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const accordionToggleSpec = defineBlockSpec({
  name: BLOCK_NAME.ACCORDION_TOGGLE,
  fields: {
    /** Designed: the toggle's visible heading (the spec lists no label field). */
    title: field.text(),
    isOpen: field.yesNo(),
    imgSrc: field.image(),
    content: field.richText(),
  },
  defaults: { title: '', isOpen: YES_NO.NO, imgSrc: '', content: [] },
});
