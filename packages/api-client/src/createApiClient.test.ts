import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

function recordingFetch(status = 200, body: unknown = { ok: true }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const baseOptions = {
  baseUrl: 'http://api.test',
  getLanguage: () => 'et',
  getToken: () => 'secret-token',
  getDeliveryCountry: () => 2,
};

describe('createApiClient', () => {
  it('sends token, country and language, and no signing headers (the storefront server signs, 0005)', async () => {
    const { fetch, calls } = recordingFetch();
    await createApiClient({ ...baseOptions, fetch }).request('/api/v1/orders/');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('Authorization')).toBe('Token secret-token');
    expect(headers.get('Delivery-Country')).toBe('2');
    expect(headers.get('Accept-Language')).toBe('et');
    expect(headers.has('TH-DateTime')).toBe(false);
    expect(headers.has('TH-Nonce')).toBe(false);
  });

  it('adds language to creator GETs only', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createApiClient({ ...baseOptions, fetch });
    await client.request('/api/v1/creator/components-v2/', { query: { scheme_uuid: 'abc' } });
    await client.request('/api/v1/creator/administrator/components/', { method: 'POST', body: {} });
    await client.request('/api/v1/products/brands/');
    expect(calls[0]!.url).toBe('http://api.test/api/v1/creator/components-v2/?scheme_uuid=abc&language=et');
    expect(calls[1]!.url).toBe('http://api.test/api/v1/creator/administrator/components/');
    expect(calls[2]!.url).toBe('http://api.test/api/v1/products/brands/');
  });

  it('does not add the language to administrator creator lists', async () => {
    const { fetch, calls } = recordingFetch();
    await createApiClient({ ...baseOptions, fetch }).request('/api/v1/creator/administrator/schemes-v2/', { query: { page: 1 } });
    expect(calls[0]!.url).toBe('http://api.test/api/v1/creator/administrator/schemes-v2/?page=1');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const { fetch, calls } = recordingFetch();
    const form = new FormData();
    form.set('name', 'logo.png');
    await createApiClient({ ...baseOptions, fetch }).request('/api/v1/administrator/files/', { method: 'POST', body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(new Headers(calls[0]!.init.headers).has('Content-Type')).toBe(false);
  });

  it('omits Authorization for anonymous calls and when logged out', async () => {
    const { fetch, calls } = recordingFetch();
    await createApiClient({ ...baseOptions, fetch }).request('/x/', { anonymous: true });
    await createApiClient({ ...baseOptions, getToken: () => null, fetch }).request('/x/');
    expect(new Headers(calls[0]!.init.headers).has('Authorization')).toBe(false);
    expect(new Headers(calls[1]!.init.headers).has('Authorization')).toBe(false);
  });

  it('serialises JSON bodies and drops null query values', async () => {
    const { fetch, calls } = recordingFetch();
    await createApiClient({ ...baseOptions, fetch }).request('/api/v1/subscribe-newsletter/', {
      method: 'POST',
      body: { email: 'a@b.ee' },
      query: { a: null, b: 0 },
    });
    expect(calls[0]!.url).toBe('http://api.test/api/v1/subscribe-newsletter/?b=0');
    expect(calls[0]!.init.body).toBe('{"email":"a@b.ee"}');
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the spec error shape into an ApiError with field lines', async () => {
    const { fetch } = recordingFetch(400, { code: 'VALIDATION_ERROR', message: 'Bad input', errors: { email: ['Invalid e-mail'] } });
    const error = await createApiClient({ ...baseOptions, fetch })
      .request('/api/v1/subscribe-newsletter/', { method: 'POST', body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('VALIDATION_ERROR');
    expect((error as ApiError).fieldErrorLines()).toEqual(['[email] - Invalid e-mail']);
  });

  it('gives a non-JSON failure a code from its status', async () => {
    const fetch = (async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })) as typeof globalThis.fetch;
    const error = (await createApiClient({ ...baseOptions, fetch }).request('/x/').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toBe('Bad Gateway');
  });

  it('passes every failure (error responses and network errors) to onError before throwing it, but no cancellation', async () => {
    const seen: unknown[] = [];
    const failing = recordingFetch(401, { code: 'NOT_AUTHENTICATED', message: 'Log in' });
    const client = createApiClient({ ...baseOptions, fetch: failing.fetch, onError: (error) => seen.push(error) });
    const thrown = await client.request('/api/v1/orders/x/order-lines/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(seen).toEqual([thrown]);
    expect((thrown as ApiError).status).toBe(401);

    const offline = new TypeError('Failed to fetch');
    const networkClient = createApiClient({ ...baseOptions, fetch: (async () => { throw offline; }) as typeof globalThis.fetch, onError: (error) => seen.push(error) });
    await expect(networkClient.request('/x/')).rejects.toBe(offline);
    expect(seen.at(-1)).toBe(offline);

    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const abortingClient = createApiClient({ ...baseOptions, fetch: (async () => { throw abort; }) as typeof globalThis.fetch, onError: (error) => seen.push(error) });
    await expect(abortingClient.request('/x/')).rejects.toBe(abort);
    expect(seen).toHaveLength(2);

    const ok = createApiClient({ ...baseOptions, fetch: recordingFetch(200).fetch, onError: (error) => seen.push(error) });
    await ok.request('/x/');
    expect(seen).toHaveLength(2);
  });
});
