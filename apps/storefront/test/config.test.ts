import { describe, expect, it, vi } from 'vitest';
import { ConfigurationError, isAllowedHost, readStorefrontConfig, warnOnUnknownHost } from '../app/lib/config.server';

describe('storefront configuration', () => {
  it('stops start-up in production without API_ORIGIN, with a clear message', () => {
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(ConfigurationError);
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(/API_ORIGIN is not set/);
  });

  it('stops start-up without API_ORIGIN outside development and tests (NODE_ENV unset or another name too)', () => {
    expect(() => readStorefrontConfig({})).toThrow(/API_ORIGIN is not set \(NODE_ENV=unset\)/);
    expect(() => readStorefrontConfig({ NODE_ENV: 'staging' })).toThrow(ConfigurationError);
    expect(() => readStorefrontConfig({ NODE_ENV: 'production', API_ORIGIN: '  ' })).toThrow(ConfigurationError);
    expect(readStorefrontConfig({ NODE_ENV: 'production', API_ORIGIN: 'https://api.salon.ee' }).apiOrigin).toBe('https://api.salon.ee');
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
