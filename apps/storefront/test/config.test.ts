import { describe, expect, it, vi } from 'vitest';
import { ConfigurationError, isAllowedHost, readStorefrontConfig, warnOnUnknownHost } from '../app/lib/config.server';

/** Everything production requires. */
const PRODUCTION = { NODE_ENV: 'production', API_ORIGIN: 'http://127.0.0.1:4000', REQUEST_SIGNING_SALT: 'salt', PUBLIC_ORIGIN: 'https://www.salon.ee' };

describe('storefront configuration', () => {
  it('stops start-up in production without API_ORIGIN, with a clear message', () => {
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(ConfigurationError);
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(/API_ORIGIN is not set/);
  });

  it('stops start-up without API_ORIGIN outside development and tests (NODE_ENV unset or another name too)', () => {
    expect(() => readStorefrontConfig({})).toThrow(/API_ORIGIN is not set \(NODE_ENV=unset\)/);
    expect(() => readStorefrontConfig({ NODE_ENV: 'staging' })).toThrow(ConfigurationError);
    expect(() => readStorefrontConfig({ NODE_ENV: 'production', API_ORIGIN: '  ' })).toThrow(ConfigurationError);
    expect(readStorefrontConfig({ ...PRODUCTION, API_ORIGIN: 'https://api.salon.ee' }).apiOrigin).toBe('https://api.salon.ee');
  });

  it('stops start-up in production without the signing salt or the public origin', () => {
    const { REQUEST_SIGNING_SALT: _salt, ...withoutSalt } = PRODUCTION;
    expect(() => readStorefrontConfig(withoutSalt)).toThrow(/REQUEST_SIGNING_SALT is not set/);
    const { PUBLIC_ORIGIN: _origin, ...withoutOrigin } = PRODUCTION;
    expect(() => readStorefrontConfig(withoutOrigin)).toThrow(/PUBLIC_ORIGIN is not set/);
    expect(() => readStorefrontConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'ftp://x' })).toThrow(/http\(s\)/);
    expect(readStorefrontConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.salon.ee/some/path' }).publicOrigin).toBe('https://www.salon.ee');
    // Outside production: the development salt and where `react-router dev` / `npm start` serve.
    expect(readStorefrontConfig({ NODE_ENV: 'development', PORT: '3100' })).toMatchObject({ signingSalt: '', publicOrigin: 'http://localhost:3100' });
  });

  it('has no analytics by default and takes only a tag manager container id (it goes into a script URL)', () => {
    expect(readStorefrontConfig(PRODUCTION).analyticsContainerId).toBeNull();
    expect(readStorefrontConfig({ ...PRODUCTION, ANALYTICS_CONTAINER_ID: ' GTM-AB12CD3 ' }).analyticsContainerId).toBe('GTM-AB12CD3');
    for (const bad of ['UA-12345-1', 'GTM-ab"><script>', 'GTM-1&id=x']) {
      expect(() => readStorefrontConfig({ ...PRODUCTION, ANALYTICS_CONTAINER_ID: bad })).toThrow(/ANALYTICS_CONTAINER_ID/);
    }
  });

  it('reads STOREFRONT_TRUST_PROXY as a number of proxies', () => {
    expect(readStorefrontConfig({ NODE_ENV: 'test' }).trustProxyHops).toBe(0);
    expect(readStorefrontConfig({ NODE_ENV: 'test', STOREFRONT_TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(readStorefrontConfig({ NODE_ENV: 'test', STOREFRONT_TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readStorefrontConfig({ NODE_ENV: 'test', STOREFRONT_TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => readStorefrontConfig({ NODE_ENV: 'test', STOREFRONT_TRUST_PROXY: 'yes' })).toThrow(ConfigurationError);
  });

  it('defaults to the local API in development and tests and trims the trailing slash', () => {
    expect(readStorefrontConfig({ NODE_ENV: 'development' }).apiOrigin).toBe('http://127.0.0.1:4000');
    expect(readStorefrontConfig({ NODE_ENV: 'test' }).apiOrigin).toBe('http://127.0.0.1:4000');
    expect(readStorefrontConfig({ API_ORIGIN: 'http://api:4000/' }).apiOrigin).toBe('http://api:4000');
    expect(() => readStorefrontConfig({ API_ORIGIN: 'not a url' })).toThrow(/absolute URL/);
  });

  it('checks hosts against ALLOWED_HOSTS, ports ignored, wildcards for subdomains', () => {
    const { allowedHosts } = readStorefrontConfig({ NODE_ENV: 'test', ALLOWED_HOSTS: 'salon.ee, *.salon.lv' });
    expect(isAllowedHost('salon.ee:443', allowedHosts)).toBe(true);
    expect(isAllowedHost('pood.salon.lv', allowedHosts)).toBe(true);
    expect(isAllowedHost('evil.test', allowedHosts)).toBe(false);
    expect(isAllowedHost('anything', [])).toBe(true);
  });

  it('only warns (once) for a host not on the list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readStorefrontConfig({ NODE_ENV: 'test', ALLOWED_HOSTS: 'salon.ee' });
    warnOnUnknownHost('other.test', config);
    warnOnUnknownHost('other.test', config);
    warnOnUnknownHost('salon.ee', config);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
