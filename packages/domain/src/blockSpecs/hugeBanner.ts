import { BLOCK_NAME } from '../enums/blockName';
import { TEXT_COLOR } from '../enums/textColor';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const hugeBannerSpec = defineBlockSpec({
  name: BLOCK_NAME.HUGE_BANNER,
  fields: {
    /** Identity of the banner for the "seen" flag; required outside edit/preview. */
    uuid: field.text(),
    title: field.text(),
    description: field.textarea(),
    imgSrc: field.image(),
    imgSrcTwo: field.image(),
    switchTimeoutSeconds: field.number({ unit: 's' }),
    linkUrl: field.link(),
    closeTimeoutSeconds: field.number({ unit: 's' }),
    textColor: field.radios([TEXT_COLOR.BLACK, TEXT_COLOR.WHITE]),
  },
  defaults: {
    uuid: '',
    title: '',
    description: '',
    imgSrc: '',
    imgSrcTwo: '',
    switchTimeoutSeconds: '',
    linkUrl: '',
    closeTimeoutSeconds: '',
    textColor: TEXT_COLOR.WHITE,
  },
});
