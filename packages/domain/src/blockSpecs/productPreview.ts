import { BLOCK_NAME } from '../enums/blockName';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const productPreviewSpec = defineBlockSpec({
  name: BLOCK_NAME.PRODUCT_PREVIEW,
  fields: {
    /** The product shown; the app puts it into context.productsById. */
    productId: field.product({ required: true }),
  },
  defaults: { productId: '' },
});
