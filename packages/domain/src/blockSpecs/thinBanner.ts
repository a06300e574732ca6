import { BLOCK_NAME } from '../enums/blockName';
import { TEXT_COLOR } from '../enums/textColor';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const thinBannerSpec = defineBlockSpec({
  name: BLOCK_NAME.THIN_BANNER,
  fields: {
    label: field.text(),
    linkText: field.text(),
    linkUrl: field.link(),
    imgSrc: field.image(),
    textColor: field.radios([TEXT_COLOR.BLACK, TEXT_COLOR.WHITE]),
  },
  defaults: { label: '', linkText: '', linkUrl: '', imgSrc: '', textColor: TEXT_COLOR.WHITE },
});
