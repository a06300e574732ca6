/**
 * Request body limits (docs/decisions/0010-security.md, "Hardening of 2026-11-24 (API)"): JSON
 * bodies over JSON_BODY_MAX_BYTES are refused 413 before they are read, uploads keep theirs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../support/testApi';
import { JSON_BODY_MAX_BYTES } from '../../src/middleware/bodyLimit';
import { MAX_UPLOAD_BYTES } from '../../src/media/library';
import { SEED_LOGIN } from '../../src/seed/accessData';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-body-limit-'));
const api = await createTestApi({ mediaDir });
afterAll(async () => {
  await api.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
const TEN_MB = 10 * 1024 * 1024;
const LOGIN = '/api/v1/rest-auth/login/';

describe('JSON body limit', () => {
  it('refuses a 10 MB JSON body with 413 PAYLOAD_TOO_LARGE from Content-Length, quickly', async () => {
    const body = JSON.stringify({ email: 'a@b.ee', password: 'x'.repeat(TEN_MB) });
    const started = performance.now();
    const response = await api.app.request(LOGIN, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining(String(JSON_BODY_MAX_BYTES)) });
    expect(performance.now() - started).toBeLessThan(1000);
    // The rest of the body may still be on its way: the connection is not reused (e2e security.test.ts, 9).
    expect(response.headers.get('Connection')).toBe('close');
  });

  it('refuses a chunked body without Content-Length while streaming, without reading it all', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: only a limit that stops reading can answer.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await api.app.request(LOGIN, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).code).toBe('PAYLOAD_TOO_LARGE');
    expect(sent).toBeLessThan(JSON_BODY_MAX_BYTES * 2);
  });

  it('still accepts ordinary bodies', async () => {
    expect((await api.request('POST', LOGIN, { body: { email: SEED_LOGIN.PRIVATE, password: 'wrong-password-1' } })).status).toBe(400);
  });
});

describe('uploads keep their own limit', () => {
  it('accepts an upload well over the JSON limit and refuses one over the upload limit with FILE_TOO_LARGE', async () => {
    const admin = await api.login(SEED_LOGIN.TH_ADMIN);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(JSON_BODY_MAX_BYTES * 3, 0x20), Buffer.from('\n%%EOF\n')]);
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new File([bytes], 'manual.pdf', { type: 'application/pdf' }));
      const response = await api.app.request('/api/v1/administrator/documents/', { method: 'POST', body: form, headers: { Authorization: `Token ${admin}` } });
      return { status: response.status, connection: response.headers.get('Connection'), body: (await response.json()) as any };
    };
    expect((await upload(pdf)).status).toBe(201);
    const tooBig = await upload(Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('FILE_TOO_LARGE');
    expect(tooBig.connection).toBe('close');
  });
});
