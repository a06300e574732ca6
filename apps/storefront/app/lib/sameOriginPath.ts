import { redirect } from 'react-router';

/** A placeholder origin to resolve against: only the path, query and hash of the result are used. */
const BASE = 'http://same-origin.invalid';

/**
 * The target as a path on this site, safe for a Location header. Browsers read a Location of
 * `//evil.example`, `/\evil.example` or `/<tab>/evil.example` as another host, and the locale
 * redirect copies the request's raw path (which may be `//evil.example/x`) into its target.
 * Leading slashes and backslashes collapse to one (the path stays on this site), and anything
 * that still resolves to another origin (an absolute URL) becomes `/`.
 */
export function sameOriginPath(target: string): string {
  // The URL parser drops tabs and line breaks anywhere, so they must not hide a second slash.
  // eslint-disable-next-line no-control-regex -- control characters before the slashes are what it strips
  const collapsed = target.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]*[/\\]+/, '/');
  let url: URL;
  try {
    url = new URL(collapsed, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

/** Every redirect the storefront answers goes through here, so none can leave the site. */
export function sameOriginRedirect(target: string, init?: number | ResponseInit): Response {
  return redirect(sameOriginPath(target), init);
}
