import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideLocale } from '../app/lib/locale';
import { sameOriginPath } from '../app/lib/sameOriginPath';

/** Where a browser goes for a Location header sent by http://shop.test/page. */
const browserTarget = (location: string) => new URL(location, 'http://shop.test/page');

describe('sameOriginPath', () => {
  it('keeps paths on this site as they are', () => {
    expect(sameOriginPath('/products?search=x&lang=et')).toBe('/products?search=x&lang=et');
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/a/b#c')).toBe('/a/b#c');
    expect(sameOriginPath('/%2F%2Fevil.example?lang=et')).toBe('/%2F%2Fevil.example?lang=et');
  });

  it('never lets a Location leave the site (protocol-relative, backslash, whitespace and absolute targets)', () => {
    const attacks = [
      '//evil.example/x?lang=et',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://evil.example/x',
      'HTTPS:evil.example',
      'javascript:alert(1)',
      '//evil.example@shop.test',
    ];
    for (const attack of attacks) {
      const location = sameOriginPath(attack);
      expect(location, attack).toMatch(/^\/(?![/\\])/);
      expect(browserTarget(location).origin, attack).toBe('http://shop.test');
    }
    expect(sameOriginPath('//evil.example/x?lang=et')).toBe('/evil.example/x?lang=et');
  });

  it('the locale redirect of a //host path stays on the site', () => {
    const decision = decideLocale({ url: new URL('http://shop.test//evil.example/x'), host: 'shop.test', cookieLocale: undefined, isDocumentRequest: true });
    expect(decision).toMatchObject({ kind: 'redirect', location: '/evil.example/x?lang=et' });
  });

  it('every redirect in the app goes through sameOriginRedirect', () => {
    const appDir = path.resolve(import.meta.dirname, '../app');
    const offenders = (fs.readdirSync(appDir, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('sameOriginPath.ts'))
      .filter((file) => /\b(redirect|redirectDocument|replace)\s*\(\s*[^)]|['"]Location['"]/.test(fs.readFileSync(path.join(appDir, file), 'utf8').replace(/\.replace\(/g, '')));
    expect(offenders).toEqual([]);
  });
});
