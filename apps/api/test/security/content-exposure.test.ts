/**
 * Content that must not leak (docs/decisions/0010-security.md, "Hardening of 2026-11-24 (API)"):
 * a PRIVATE or unpublished scheme's components by a computed id, and scripts in uploaded SVGs
 * hidden behind character references.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../support/testApi';
import { SEED_LOGIN } from '../../src/seed/accessData';
import { decodeCharacterReferences, svgHasActiveContent } from '../../src/media/svgSafety';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-content-exposure-'));
const api = await createTestApi({ mediaDir });
afterAll(async () => {
  await api.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** The seed's uuid recipe, as anyone reading the public repository can compute it. */
function attackerUuid(key: string): string {
  const hex = createHash('sha256').update(`salon-seed:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

describe('components-v2 of a PRIVATE scheme', () => {
  const draft = attackerUuid('scheme:post:draft:et');
  const url = `/api/v1/creator/components-v2/?scheme_uuid=${draft}`;

  it('answers strangers and shoppers the same 404 as a missing scheme', async () => {
    const missing = await api.request('GET', '/api/v1/creator/components-v2/?scheme_uuid=00000000-0000-4000-8000-000000000000');
    const anonymous = await api.request('GET', url);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual(missing.body);
    const shopper = await api.request('GET', url, { token: await api.login(SEED_LOGIN.PRIVATE) });
    expect(shopper.status).toBe(404);
  });

  it('serves it to a route admin (the creator preview)', async () => {
    const preview = await api.request('GET', url, { token: await api.login(SEED_LOGIN.TH_SHOP_ADMIN) });
    expect(preview.status).toBe(200);
    expect(preview.body.components.length).toBeGreaterThan(0);
  });
});

describe('SVG upload filtering decodes character references', () => {
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inner}</svg>`;
  const encoded = [
    '<a href="&#x6a;avascript:alert(1)"><text>x</text></a>',
    '<a href="&#106;avascript:alert(1)"><text>x</text></a>',
    '<a href="&#0000106&#0000097vascript:alert(1)"><text>x</text></a>',
    '<a xlink:href="javascript&colon;alert(1)"><text>x</text></a>',
    '<a href="java&#x09;script:alert(1)"><text>x</text></a>',
    '<a href="java&Tab;script:alert(1)"><text>x</text></a>',
    '<a href="&amp;#106;avascript:alert(1)"><text>x</text></a>',
    '<a href="j&#x61;v&#97;script&#x3a;alert(1)"><text>x</text></a>',
    '<a href="javascript&#58;alert(1)"><text>x</text></a>',
    '<image href="data&colon;text/html;base64,PHNjcmlwdD4="/>',
    '<a href="&unknownentity;alert(1)"><text>x</text></a>',
    // Namespace prefixes and animation (decision 0083: each was accepted before).
    '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>',
    '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>',
    '<x:iframe xmlns:x="http://www.w3.org/1999/xhtml" src="https://evil.example"/>',
    '<set attributeName="onmouseover" to="alert(1)"/>',
    '<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>',
  ];

  it('refuses each encoded payload on upload', async () => {
    const admin = await api.login(SEED_LOGIN.TH_ADMIN);
    for (const payload of encoded) {
      expect(svgHasActiveContent(svg(payload)), payload).toBe(true);
      const form = new FormData();
      form.append('file', new File([Buffer.from(svg(payload))], 'x.svg', { type: 'image/svg+xml' }));
      const response = await api.app.request('/api/v1/administrator/files/', { method: 'POST', body: form, headers: { Authorization: `Token ${admin}` } });
      expect(response.status, payload).toBe(400);
    }
  });

  it('still accepts a plain SVG that uses the XML entities', async () => {
    const plain = svg('<text x="1" y="10">Salon &amp; Spa &#169; 2026</text><a href="https://salon.example/?a=1&amp;b=2"><rect width="5" height="5"/></a>');
    expect(svgHasActiveContent(plain)).toBe(false);
    // Animation of ordinary attributes is not active content.
    expect(svgHasActiveContent(svg('<rect width="5" height="5"><animate attributeName="opacity" from="0" to="1" dur="1s"/><set attributeName="fill" to="red"/></rect>'))).toBe(false);
    expect(decodeCharacterReferences('&#x6a;&#106;&colon;&amp;')).toBe('jj:&');
  });
});
