import { LIST_LOOP_MODE } from '../enums/listLoopMode';
import { isFavouriteBrandRequired } from '../rules/isFavouriteBrandRequired';
import { field } from './fields';

/** The list choice shared by product-list blocks; the brand shows and is required only for brand favourites (spec section 5). */
export const productListFields = {
  queryType: field.productList(),
  favouriteBrandId: field.brand({
    visibleWhen: ({ props }) => isFavouriteBrandRequired(props.queryType),
    requiredWhenVisible: true,
    requiredMessage: 'Required when the list is brand favourites.',
  }),
  listType: field.radios([LIST_LOOP_MODE.LOOPING, LIST_LOOP_MODE.ONCE]),
} as const;
