import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const titleWithTextColumnsSpec = defineBlockSpec({
  name: BLOCK_NAME.TITLE_WITH_TEXT_COLUMNS,
  fields: {
    uniqueId: field.text(),
    content: field.richText(),
    linkText: field.text(),
    linkUrl: field.link(),
    /** Percent, digits only; anything else means the flex layout. */
    firstColumnWidth: field.text(),
  },
  defaults: { uniqueId: '', content: [], linkText: '', linkUrl: '', firstColumnWidth: '' },
});
