import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const contentHeadSpec = defineBlockSpec({
  name: BLOCK_NAME.CONTENT_HEAD,
  fields: {
    title: field.text(),
    intro: field.textarea(),
    tags: field.text(),
    imgSrc: field.image(),
    /** Designed: alt text of the lead image. */
    imgAlt: field.text(),
  },
  defaults: { title: '', intro: '', tags: '', imgSrc: '', imgAlt: '' },
});
