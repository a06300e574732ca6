import { BLOCK_NAME } from '../enums/blockName';
import { YES_NO } from '../enums/yesNo';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const loyaltyThreeStepsSpec = defineBlockSpec({
  name: BLOCK_NAME.LOYALTY_THREE_STEPS,
  fields: {
    showTeaserImage: field.yesNo(),
    /** Designed: the teaser picture shown when showTeaserImage is yes. */
    teaserImgSrc: field.image(),
    teaserImgAlt: field.text(),
    title: field.text(),
    stepTitle1: field.text(),
    stepText1: field.textarea(),
    stepTitle2: field.text(),
    stepText2: field.textarea(),
    stepTitle3: field.text(),
    stepText3: field.textarea(),
  },
  defaults: {
    showTeaserImage: YES_NO.NO,
    teaserImgSrc: '',
    teaserImgAlt: '',
    title: '',
    stepTitle1: '',
    stepText1: '',
    stepTitle2: '',
    stepText2: '',
    stepTitle3: '',
    stepText3: '',
  },
});
