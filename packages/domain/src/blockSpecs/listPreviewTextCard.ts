import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const listPreviewTextCardSpec = defineBlockSpec({
  name: BLOCK_NAME.LIST_PREVIEW_TEXT_CARD,
  fields: {
    label: field.text(),
    title: field.text(),
    subtitle: field.text(),
    bigText: field.text(),
    imgAlt: field.text(),
    imgSrc: field.image(),
    linkText: field.text(),
    linkUrl: field.link(),
  },
  defaults: { label: '', title: '', subtitle: '', bigText: '', imgAlt: '', imgSrc: '', linkText: '', linkUrl: '' },
});
