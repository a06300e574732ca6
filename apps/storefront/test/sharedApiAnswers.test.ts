import { describe, expect, it } from 'vitest';
import { createApiClient } from '@salon/api-client/http';
import { createSharedApiAnswers } from '../app/lib/sharedApiAnswers.server';

/** A client as the server builds it, on a fake API that counts its calls. */
function clientWith(version: { current: string }, token: string | null = null) {
  const calls: string[] = [];
  const sharedAnswers = createSharedApiAnswers({ ttlSeconds: 10, currentVersion: async () => version.current });
  const fetch = (async (url: string) => {
    calls.push(url);
    return Response.json({ url, names: ['a', 'b'] });
  }) as typeof globalThis.fetch;
  const make = (login: string | null) => createApiClient({ baseUrl: 'http://api', getLanguage: () => 'et_EE', getToken: () => login, fetch, sharedAnswers });
  return { client: make(token), loggedIn: make('t'), calls };
}

describe('shared API answers', () => {
  it('asks the API once for an answer every anonymous visitor shares, and hands out a frozen copy', async () => {
    const { client, calls } = clientWith({ current: 'v1' });
    const first = await client.request<{ names: string[] }>('/api/v1/products/categories/');
    const second = await client.request<{ names: string[] }>('/api/v1/products/categories/');
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    expect(Object.isFrozen(first.names)).toBe(true);
    expect(() => first.names.push('c')).toThrow(TypeError);
  });

  it('asks again for other languages, with a login, for paths that are not shared, and after the content version moved', async () => {
    const version = { current: 'v1' };
    const { client, loggedIn, calls } = clientWith(version);
    await client.request('/api/v1/products/categories/');
    await loggedIn.request('/api/v1/products/categories/');
    await client.request('/api/v1/products/elastic/search/new/', { query: { search: 'x' } });
    await client.request('/api/v1/products/elastic/search/new/', { query: { search: 'x' } });
    expect(calls).toHaveLength(4);
    version.current = 'v2';
    await client.request('/api/v1/products/categories/');
    expect(calls).toHaveLength(5);
    await client.request('/api/v1/products/categories/');
    expect(calls).toHaveLength(5);
  });
});
