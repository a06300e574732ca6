/**
 * Whether an uploaded SVG carries active content. It is served from our own origin, so a script
 * in it would run with the API's origin. Attackers hide `javascript:` and `<script` behind
 * character references (`&#x6a;avascript:`, `&#106;`, `&colon;`), so the checks run on the text
 * after references are decoded and after the control and space characters browsers ignore inside
 * a URL scheme (`java&#9;script:`) are dropped.
 */

/** The five entities XML predefines, plus the HTML names used to smuggle URL schemes past filters. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', bsol: '\\', period: '.', comma: ',', semi: ';', excl: '!', nbsp: '\u00a0',
};

/** A character reference: decimal, hex or named, with its closing ";" if any. */
const REFERENCE = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*))(;?)/gi;
/** Named references HTML also decodes without the ";" (the legacy ones among ours). */
const WITHOUT_SEMICOLON = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp']);

/**
 * Decodes every character reference (repeatedly, so `&amp;#106;` cannot hide one), or null when
 * a named reference (with ";") is neither an XML one nor one we know: an SVG has no business
 * using others, so an unknown name is refused rather than guessed.
 */
export function decodeCharacterReferences(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let unknown = false;
    const next = current.replace(REFERENCE, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined, semicolon: string) => {
      if (name !== undefined) {
        // "&b=2" in a URL is text, not a reference: without ";" only the legacy names decode.
        if (!semicolon) return WITHOUT_SEMICOLON.has(name.toLowerCase()) ? NAMED_ENTITIES[name.toLowerCase()]! : whole;
        const value = NAMED_ENTITIES[name.toLowerCase()];
        if (value === undefined) unknown = true;
        return value ?? whole;
      }
      const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
    });
    if (unknown) return null;
    if (next === current) return next;
    current = next;
  }
  // Still changing after several rounds: deliberately nested, refuse.
  return null;
}

/**
 * Elements and attributes that run script or embed documents. An element may carry a namespace
 * prefix (`<s:script xmlns:s="http://www.w3.org/2000/svg">` is a script; `<h:iframe>` in the XHTML
 * namespace an iframe); animation elements can set an event attribute (`<set attributeName="onclick"
 * to="...">`) or a link target, so any that names an `on...` or `href` attribute is refused.
 */
const ACTIVE_MARKUP =
  /<([a-z][\w.-]*:)?(script|foreignObject|iframe|embed|object)[\s>/]|\son[a-z]+\s*=|<!ENTITY|<([a-z][\w.-]*:)?(set|animate|animateMotion|animateTransform)\b[^>]*\battributeName\s*=\s*["']?\s*(on|(xlink:)?href)/i;
/** URL schemes that run script or render documents; checked with spaces and controls removed. */
const ACTIVE_SCHEMES = /javascript:|vbscript:|data:text\/html|data:image\/svg\+xml|data:application\/xhtml/i;

export function svgHasActiveContent(text: string): boolean {
  if (ACTIVE_MARKUP.test(text)) return true;
  const decoded = decodeCharacterReferences(text);
  if (decoded === null) return true;
  // eslint-disable-next-line no-control-regex -- browsers skip these inside a URL scheme
  const collapsed = decoded.replace(/[\u0000-\u0020\u00a0]+/g, '');
  return ACTIVE_MARKUP.test(decoded) || ACTIVE_SCHEMES.test(collapsed);
}
