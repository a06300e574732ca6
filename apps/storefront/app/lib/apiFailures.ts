import { ApiError, isSilentError } from '@salon/api-client';

export type ApiFailureAction = 'end-login' | 'report' | 'none';

/**
 * What a failed API call means for the page (spec sections 4 and 8), whoever made it: a query,
 * a mutation or app code calling the client directly (cart.addProduct, removeLine).
 * - 401 for a logged-in visitor: the login ended (the /api proxy has already dropped the token
 *   cookie), so the page reloads logged out;
 * - a status below 400 or from 500 up, a network failure or any other error: error reporting;
 * - other 4xx: the caller's business (popups, form errors, ORDER_NOT_FOUND handling).
 * Cancellations are never failures.
 */
export function apiFailureAction(error: unknown, isLoggedIn: boolean): ApiFailureAction {
  if (isSilentError(error)) return 'none';
  if (error instanceof ApiError) {
    if (error.status === 401) return isLoggedIn ? 'end-login' : 'none';
    return error.status < 400 || error.status >= 500 ? 'report' : 'none';
  }
  return 'report';
}

/**
 * The one handler of API failures in the browser: the api-client's onError (every call) and the
 * query cache's onError (errors a query function throws itself) both go through it. The login
 * reset reloads once, however many calls fail with it at the same moment, and an error seen by
 * both (a query's failed call) is handled once.
 */
export function createApiFailureHandler({
  isLoggedIn,
  reload,
  report,
}: {
  isLoggedIn: () => boolean;
  reload: () => void;
  report: (error: unknown) => void;
}): (error: unknown) => void {
  let reloading = false;
  const handled = new WeakSet<object>();
  return (error) => {
    if (typeof error === 'object' && error !== null) {
      if (handled.has(error)) return;
      handled.add(error);
    }
    const action = apiFailureAction(error, isLoggedIn());
    if (action === 'end-login') {
      if (!reloading) {
        reloading = true;
        reload();
      }
    } else if (action === 'report') {
      report(error);
    }
  };
}

let pageHandler: ((error: unknown) => void) | null = null;

/**
 * The page's handler (browser): one per document, as a login change always reloads the page.
 * On the server failures are only reported (the loaders decide what the page shows).
 */
export function browserApiFailureHandler(isLoggedIn: boolean): (error: unknown) => void {
  const report = (error: unknown) => console.error('[storefront] request failed', error);
  if (typeof window === 'undefined') return (error) => void (apiFailureAction(error, false) === 'report' && report(error));
  return (pageHandler ??= createApiFailureHandler({ isLoggedIn: () => isLoggedIn, reload: () => window.location.reload(), report }));
}
