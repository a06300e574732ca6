import { describe, expect, it } from 'vitest';
import { action, loader } from '../app/routes/resources/delivery-country';

const SITE = 'http://127.0.0.1:3000';
const post = (body: string, headers: Record<string, string> = { Origin: SITE }) =>
  action({ request: new Request(`${SITE}/delivery-country`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers } }) } as Parameters<typeof action>[0]);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

// The delivery-country modal's form, sent before the page hydrated (decision 0069).
describe('POST /delivery-country', () => {
  it('keeps the chosen country in its cookie and returns to the page in the chosen language', async () => {
    const response = await post(form({ returnTo: '/products?search=shampoo&lang=et', countryId: '3', language: 'en' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/products?search=shampoo&lang=en');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^delivery_country=/);
    expect(JSON.parse(decodeURIComponent(cookie.slice('delivery_country='.length, cookie.indexOf(';'))))).toMatchObject({ countryId: 3 });
  });

  it('without a valid country or language, returns to the page without a cookie: the modal asks again', async () => {
    const refused: Record<string, string>[] = [{ language: 'en' }, { countryId: '99', language: 'en' }, { countryId: '2', language: 'xx' }, { countryId: '2' }];
    for (const fields of refused) {
      const response = await post(form({ returnTo: '/campaigns/kevadkampaania', ...fields }));
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/campaigns/kevadkampaania');
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('never leaves the site', async () => {
    for (const returnTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test']) {
      const location = (await post(form({ returnTo, countryId: '2', language: 'et' }))).headers.get('Location') ?? '';
      expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'), location).toBe(true);
    }
  });

  it('refuses another site and a body larger than the form', async () => {
    const crossSite = await post(form({ returnTo: '/', countryId: '2', language: 'et' }), { Origin: 'https://evil.test' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'CSRF_FAILED' });
    const huge = await post(form({ returnTo: `/${'a'.repeat(5000)}`, countryId: '2', language: 'et' }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers another method with 405 in the error shape', async () => {
    const response = loader({ request: new Request(`${SITE}/delivery-country`) });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const put = await action({ request: new Request(`${SITE}/delivery-country`, { method: 'PUT', body: 'countryId=2&language=et', headers: { Origin: SITE } }) } as Parameters<typeof action>[0]);
    expect(put.status).toBe(405);
  });
});
