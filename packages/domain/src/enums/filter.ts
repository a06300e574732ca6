/**
 * Orders the product search accepts in its sort parameter (the API validates against this list,
 * the storefront's sort control offers it), so both sides cannot drift apart.
 */
export const PRODUCT_SORTS = ['relevance', 'popular', 'newest', 'price_asc', 'price_desc', 'discount', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const isProductSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);
