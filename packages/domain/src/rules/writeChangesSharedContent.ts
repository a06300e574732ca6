/**
 * Writes through the API (paths after /api/v1) that only touch one visitor's own data: their
 * login, profile, addresses, favourites, a cart's delivery details, a newsletter sign-up or a
 * message to staff. Nothing any other visitor sees changes, so the shared caches of anonymous
 * answers and pages stay (decision 0050). Anything else (staff edits, carts and orders, which
 * hold event seats, payments) empties them: the list names what is known to be private, so a
 * new kind of write is treated as shared until someone adds it here.
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

/** Whether a successful write to this API path (after /api/v1) may change what anonymous visitors see. */
export function writeChangesSharedContent(apiPath: string): boolean {
  return !PRIVATE_WRITES.some((pattern) => pattern.test(apiPath));
}
