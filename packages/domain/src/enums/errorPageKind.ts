export const ERROR_PAGE_KIND = {
  PRODUCT_NOT_FOUND: 'productNotFound',
  PAGE_NOT_FOUND: 'pageNotFound',
  SOMETHING_WENT_WRONG: 'somethingWentWrong',
} as const;
export type ErrorPageKind = (typeof ERROR_PAGE_KIND)[keyof typeof ERROR_PAGE_KIND];
