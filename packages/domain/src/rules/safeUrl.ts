/**
 * The one filter for stored links (block props, placeholder linkUrl, rich text): what may be
 * rendered as an href, an image or a frame source. Used by the ui blocks and the storefront when
 * rendering, and by the API when saving (a refused link is a 400 with a field error).
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore these inside a URL, so "java\tscript:" would still be javascript:.
// eslint-disable-next-line no-control-regex -- the control characters are the ones it removes
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;
// Character references an HTML parser would decode ("javascript&colon;", "&#106;avascript:"): a
// link that reaches HTML unescaped (rich text, an editor's raw markup) must not pass for relative.
const CHARACTER_REFERENCE = /&(?:#(\d+)|#x([0-9a-f]+)|(colon|tab|newline));?/gi;
const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };
const decodeReferences = (url: string): string =>
  url.replace(CHARACTER_REFERENCE, (_match, decimal?: string, hex?: string, name?: string) =>
    name ? NAMED_REFERENCES[name.toLowerCase()]! : String.fromCodePoint(Math.min(Number.parseInt(decimal ?? hex!, decimal ? 10 : 16), 0x10ffff)),
  );
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

const schemeOf = (url: string): string | null => SCHEME.exec(decodeReferences(url).replace(IGNORED_IN_URL, ''))?.[1]?.toLowerCase() ?? null;

/**
 * A scheme-less URL as a browser reads it: two leading slashes or backslashes, in any mix and with
 * ignored characters between them (`/\evil.example`, a tab between the slashes), are another host, not a
 * path on this site; written out as https so it is not taken for one.
 */
function withoutScheme(url: string): string {
  const bare = decodeReferences(url).replace(IGNORED_IN_URL, '');
  return /^[\\/]{2}/.test(bare) ? `https://${bare.replace(/^[\\/]+/, '')}` : url;
}

/** An href we may render: http(s), mailto or relative; anything else (javascript:, data:, vbscript:) is dropped. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '') return undefined;
  const scheme = schemeOf(url);
  if (scheme === null) return withoutScheme(url);
  return LINK_SCHEMES.has(scheme) ? url : undefined;
}

/** An image src we may render: http(s), relative, or an inline raster/SVG data image (inert inside <img>). */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '') return undefined;
  if (DATA_IMAGE.test(url)) return url;
  const scheme = schemeOf(url);
  if (scheme === null) return withoutScheme(url);
  return IMAGE_SCHEMES.has(scheme) ? url : undefined;
}

/** Iframe sources: http(s) or site-relative only. */
export function safeFrameSrc(value: unknown): string | undefined {
  const href = safeHref(value);
  return href && schemeOf(href) !== 'mailto' ? href : undefined;
}

/** What a save refused by isSafeLinkUrl and isSafeImageSrc says (block fields, placeholders, schemes). */
export const UNSAFE_LINK_MESSAGE = 'Links must be http(s), mailto or a path on this site.';
export const UNSAFE_IMAGE_MESSAGE = 'Images must be http(s), a path on this site or a data image.';

/** For validation on save: empty (no link) or a link safeHref keeps. */
export function isSafeLinkUrl(value: string): boolean {
  return value.trim() === '' || safeHref(value) !== undefined;
}

/** For validation on save: empty (no image) or a source safeImageSrc keeps. */
export function isSafeImageSrc(value: string): boolean {
  return value.trim() === '' || safeImageSrc(value) !== undefined;
}
