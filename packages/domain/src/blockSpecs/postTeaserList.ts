import { BLOCK_NAME } from '../enums/blockName';
import { FEATURED_POST } from '../enums/featuredPost';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const postTeaserListSpec = defineBlockSpec({
  name: BLOCK_NAME.POST_TEASER_LIST,
  fields: {
    title: field.text(),
    featured: field.radios([FEATURED_POST.FIRST, FEATURED_POST.SECOND, FEATURED_POST.THIRD, FEATURED_POST.NONE]),
    post_1: field.post(),
    post_2: field.post(),
    post_3: field.post(),
  },
  defaults: { title: '', featured: FEATURED_POST.NONE, post_1: '', post_2: '', post_3: '' },
});
