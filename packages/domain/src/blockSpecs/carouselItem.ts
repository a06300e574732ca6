import { CAROUSEL_DEFAULT_LINK_TEXT } from '../constants/carousel';
import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const carouselItemSpec = defineBlockSpec({
  name: BLOCK_NAME.CAROUSEL_ITEM,
  fields: {
    title: field.text(),
    linkAlt: field.text(),
    linkUrl: field.link(),
    imgAlt: field.text(),
    imgSrc: field.image(),
    brandImgAlt: field.text(),
    brandImgSrc: field.image(),
    startDateTime: field.datetimeLocal(),
    endDateTime: field.datetimeLocal(),
    colorSchemeNumber: field.colorScheme('number'),
  },
  defaults: {
    title: '',
    linkAlt: CAROUSEL_DEFAULT_LINK_TEXT,
    linkUrl: '',
    imgAlt: '',
    imgSrc: '',
    brandImgAlt: '',
    brandImgSrc: '',
    startDateTime: '',
    endDateTime: '',
    colorSchemeNumber: 1,
  },
});
