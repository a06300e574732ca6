/**
 * Public GETs (paths after /api/v1) whose answer is the same for every visitor without a login
 * who sends the same language and delivery country: the catalogue lists, a product and its
 * reviews, the creator's pages and placeholders, delivery methods and events. The API and the
 * storefront server keep these answers for everyone (decision 0050). Search is not one of them:
 * every call records a search statistic, so the API caches search answers inside the handler
 * instead (apps/api/src/lib/searchAnswerCache.ts, decision 0057).
 */
const SHARED_PUBLIC_PATHS: readonly RegExp[] = [
  /^\/languages\/$/,
  /^\/products\/(brands|categories|highlighted|popular|fair-favourites|brand-favourites)\/$/,
  /^\/products\/\d{1,10}\/(reviews\/)?$/,
  /^\/recommended\/$/,
  /^\/statistics\/popular\/(brands|categories|searches)\/$/,
  /^\/creator\/(schemes-by-path|components-v2|components|placeholders|posts)\/$/,
  /^\/deliveries\/methods\/$/,
  /^\/events\/(\d{1,10}\/)?$/,
];

export function isSharedPublicApiPath(apiPath: string): boolean {
  return SHARED_PUBLIC_PATHS.some((pattern) => pattern.test(apiPath));
}
