import { BLOCK_NAME } from '../enums/blockName';
import { LIST_LOOP_MODE } from '../enums/listLoopMode';
import { PRODUCT_HIGHLIGHT_LIST } from '../enums/productHighlightList';
import { YES_NO } from '../enums/yesNo';
import { field } from './fields';
import { productListFields } from './productListFields';
import { defineBlockSpec } from './defineBlockSpec';

export const horizontalProductListSpec = defineBlockSpec({
  name: BLOCK_NAME.HORIZONTAL_PRODUCT_LIST,
  fields: {
    title: field.text(),
    ...productListFields,
    /** Small mode: 2 items with an 8 px gap at every width. */
    small: field.yesNo(),
    linkText: field.text(),
    linkUrl: field.link(),
    uniqueId: field.text(),
  },
  defaults: {
    title: '',
    queryType: PRODUCT_HIGHLIGHT_LIST.POPULAR,
    favouriteBrandId: null,
    listType: LIST_LOOP_MODE.ONCE,
    small: YES_NO.NO,
    linkText: '',
    linkUrl: '',
    uniqueId: '',
  },
});
