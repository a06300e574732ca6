import { PRODUCT_HIGHLIGHT_LIST } from '../enums/productHighlightList';

/** The horizontal product list needs a brand only for the brand-favourites list. */
export const isFavouriteBrandRequired = (queryType: unknown): boolean =>
  queryType === PRODUCT_HIGHLIGHT_LIST.BRAND_FAVOURITES;
