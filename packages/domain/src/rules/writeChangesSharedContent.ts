/**
 * Writes through the API (paths after /api/v1) that only touch one visitor's own data: their
 * login, profile, addresses, favourites, a cart's delivery details, a newsletter sign-up or a
 * message to staff. Nothing any other visitor sees changes, so the shared caches of anonymous
 * answers and pages stay (decision 0050). Anything else (staff edits, placed orders, which hold
 * event seats, payments) empties them: the list names what is known to be private, so a new kind
 * of write is treated as shared until someone adds it here. A draft cart's writes are private
 * too, which only the API knows (SHARED_CONTENT_HEADER; decision 0082): otherwise anyone could
 * empty every visitor's cache with a stream of anonymous carts.
 */
const PRIVATE_WRITES: readonly RegExp[] = [
  /^\/rest-auth\//,
  /^\/users\/change-active-entity\/$/,
  /^\/customers\//,
  /^\/administrator\/loyalty\/ack_popup\/?$/,
  /^\/products\/favourites\//,
  /^\/orders\/[^/]+\/delivery\/(information\/)?$/,
  /^\/orders\/[^/]+\/use-loyalty-points\/$/,
  /^\/orders\/[^/]+\/connect-anonymous-order-to-user\/$/,
  /^\/subscribe-newsletter\/$/,
  /^\/feedback\/$/,
  /^\/careers\//,
];

/**
 * The API's answer to a write it knows touched only one visitor's own data though its path alone
 * cannot say so (a draft cart's lines: a placed order's lines hold event seats). Set by the API,
 * read by both shared caches; a client cannot set a header of the API's answer.
 */
export const SHARED_CONTENT_HEADER = 'X-Shared-Content';
export const SHARED_CONTENT_UNCHANGED = 'unchanged';

/**
 * Whether a successful write to this API path (after /api/v1) may change what anonymous visitors
 * see; `answerHeader` is the write's SHARED_CONTENT_HEADER, when it has one.
 */
export function writeChangesSharedContent(apiPath: string, answerHeader?: string | null): boolean {
  if (answerHeader === SHARED_CONTENT_UNCHANGED) return false;
  return !PRIVATE_WRITES.some((pattern) => pattern.test(apiPath));
}
