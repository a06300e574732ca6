import { BLOCK_NAME } from '../enums/blockName';
import { LIST_LOOP_MODE } from '../enums/listLoopMode';
import { PANEL_SIDE } from '../enums/panelSide';
import { PRODUCT_HIGHLIGHT_LIST } from '../enums/productHighlightList';
import { TEXT_COLOR } from '../enums/textColor';
import { field } from './fields';
import { productListFields } from './productListFields';
import { defineBlockSpec } from './defineBlockSpec';

export const horizontalProductListWithPanelSpec = defineBlockSpec({
  name: BLOCK_NAME.HORIZONTAL_PRODUCT_LIST_WITH_PANEL,
  fields: {
    ...productListFields,
    panelSide: field.radios([PANEL_SIDE.LEFT, PANEL_SIDE.RIGHT]),
    label: field.text(),
    panelTextColor: field.radios([TEXT_COLOR.BLACK, TEXT_COLOR.WHITE]),
    title: field.text(),
    subtitle: field.text(),
    bigText: field.text(),
    imgAlt: field.text(),
    imgSrc: field.image(),
    bottomLabel: field.text(),
    linkText: field.text(),
    linkUrl: field.link(),
    uniqueId: field.text(),
  },
  defaults: {
    queryType: PRODUCT_HIGHLIGHT_LIST.HIGHLIGHTED,
    favouriteBrandId: null,
    listType: LIST_LOOP_MODE.ONCE,
    panelSide: PANEL_SIDE.LEFT,
    label: '',
    panelTextColor: TEXT_COLOR.WHITE,
    title: '',
    subtitle: '',
    bigText: '',
    imgAlt: '',
    imgSrc: '',
    bottomLabel: '',
    linkText: '',
    linkUrl: '',
    uniqueId: '',
  },
});
