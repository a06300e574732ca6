import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, safeFrameSrc, safeHref, safeImageSrc } from './safeUrl';

/** Links that would run script or load attacker content when clicked. */
const DANGEROUS_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  '&#106;avascript:alert(1)',
  'jav&Tab;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
];

describe('safeHref (the one filter for stored links)', () => {
  it.each(DANGEROUS_LINKS)('drops %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
    expect(isSafeLinkUrl(url)).toBe(false);
    expect(safeFrameSrc(url)).toBeUndefined();
  });

  it('keeps http(s), mailto and site-relative links; protocol-relative ones become https', () => {
    for (const url of ['https://salon.ee/x', 'http://salon.ee', 'mailto:info@salon.ee', '/products?lang=et', 'contact', '#top', '/a&amp;b']) {
      expect(safeHref(url)).toBe(url);
      expect(isSafeLinkUrl(url)).toBe(true);
    }
    expect(safeHref('//cdn.salon.ee/x')).toBe('https://cdn.salon.ee/x');
    // A browser reads a backslash as a slash: these leave the site, so they are not site paths (decision 0082).
    expect(safeHref('/\\evil.example/b4')).toBe('https://evil.example/b4');
    expect(safeHref('\\\\evil.example')).toBe('https://evil.example');
    expect(safeHref('/\t/evil.example')).toBe('https://evil.example');
    expect(safeImageSrc('/\\evil.example/x.png')).toBe('https://evil.example/x.png');
    expect(safeHref('/products/1')).toBe('/products/1');
    expect(safeHref('')).toBeUndefined();
    expect(isSafeLinkUrl('')).toBe(true);
    expect(isSafeLinkUrl('   ')).toBe(true);
    expect(safeHref(42)).toBeUndefined();
  });

  it('images may also be inline raster or SVG data images; frames never mailto', () => {
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSrc('data:text/html,x')).toBeUndefined();
    expect(safeFrameSrc('mailto:a@b.ee')).toBeUndefined();
  });
});
