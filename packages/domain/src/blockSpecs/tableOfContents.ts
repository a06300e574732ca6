import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const tableOfContentsSpec = defineBlockSpec({
  name: BLOCK_NAME.TABLE_OF_CONTENTS,
  fields: { title: field.text() },
  defaults: { title: '' },
});
