import { CAROUSEL_MAX_VISIBLE_SLIDES, CAROUSEL_MIN_VISIBLE_SLIDES } from '../constants/carousel';
import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

/** visibleSlides options: the stored values are the slide counts as text. */
const CAROUSEL_ONE_UP = String(CAROUSEL_MIN_VISIBLE_SLIDES) as '1';
export const CAROUSEL_TWO_UP = String(CAROUSEL_MAX_VISIBLE_SLIDES) as '2';

export const carouselSpec = defineBlockSpec({
  name: BLOCK_NAME.CAROUSEL,
  fields: {
    /** Auto-advance delay in ms; empty = 5000, unreadable = 3000 (domain rule). */
    slideDelay: field.number({ unit: 'ms' }),
    visibleSlides: field.radios([CAROUSEL_ONE_UP, CAROUSEL_TWO_UP]),
    uniqueId: field.text(),
  },
  defaults: { slideDelay: '', visibleSlides: CAROUSEL_ONE_UP, uniqueId: '' },
});
