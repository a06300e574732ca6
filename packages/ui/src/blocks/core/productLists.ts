import { isFavouriteBrandRequired } from '@salon/domain';
import type { ProductListRequest } from './context';

/** What a product-list block asks for, from its props. The brand counts only for brand favourites. */
export const productListRequest = (props: { queryType: string; favouriteBrandId: number | null }): ProductListRequest => ({
  queryType: props.queryType,
  favouriteBrandId: isFavouriteBrandRequired(props.queryType) ? props.favouriteBrandId : null,
});

/** The key under which the app puts a list into context.productLists. */
export const productListKey = (request: ProductListRequest): string =>
  request.favouriteBrandId === null ? request.queryType : `${request.queryType}:${request.favouriteBrandId}`;
