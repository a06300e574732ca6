import { describe, expect, it } from 'vitest';
import { decideLocale } from '../app/lib/locale';

const request = (path: string, options: { host?: string; cookie?: string; document?: boolean } = {}) =>
  decideLocale({ url: new URL(path, 'http://shop.test'), host: options.host ?? 'localhost:3000', cookieLocale: options.cookie, isDocumentRequest: options.document ?? true });

describe('decideLocale', () => {
  it('redirects /et /en /ru /fi, with or without slash, permanently to /', () => {
    for (const path of ['/et', '/en/', '/ru', '/fi/']) expect(request(path)).toEqual({ kind: 'redirect', location: '/', status: 301 });
    expect(request('/lv?lang=lv').kind).toBe('render');
  });

  it('redirects a document request without a valid lang to the same URL with the current short code', () => {
    expect(request('/products?search=x')).toEqual({ kind: 'redirect', location: '/products?search=x&lang=et', status: 302 });
    expect(request('/products?lang=de', { cookie: 'en_US' })).toMatchObject({ location: '/products?lang=en' });
  });

  it('does not redirect data requests', () => {
    expect(request('/products', { document: false })).toMatchObject({ kind: 'render', locale: 'et_EE', setLocaleCookie: true });
  });

  it('switches the locale when lang differs from the cookie', () => {
    expect(request('/?lang=ru', { cookie: 'et_EE' })).toMatchObject({ kind: 'render', locale: 'ru_RU', shortCode: 'ru', setLocaleCookie: true });
    expect(request('/?lang=et', { cookie: 'et_EE' })).toMatchObject({ setLocaleCookie: false });
  });

  it('takes the domain from the Host header: .lv is Latvian, localhost and .ee Estonian', () => {
    expect(request('/?lang=lv', { host: 'pood.salon.lv' })).toMatchObject({ domain: 'lv', countryId: 3 });
    expect(request('/?lang=et', { host: 'localhost' })).toMatchObject({ domain: 'ee', countryId: 2 });
    expect(request('/', { host: 'pood.salon.lv' })).toMatchObject({ kind: 'redirect', location: '/?lang=lv' });
  });
});
