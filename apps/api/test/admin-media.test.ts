import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { MAX_UPLOAD_BYTES, detectMimeType, sanitiseFileName } from '../src/media/library';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-test-'));
const api = await createTestApi({ mediaDir });
afterAll(async () => {
  await api.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const productAdmin = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);

const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c36' } }).png().toBuffer();
const smallJpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#36c' } }).jpeg().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(area: 'files' | 'documents', file: { bytes: Uint8Array; name: string; type: string }, fields: Record<string, string> = {}, token = admin) {
  const form = new FormData();
  form.append('file', new File([file.bytes], file.name, { type: file.type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await api.app.request(`/api/v1/administrator/${area}/`, { method: 'POST', body: form, headers: { Authorization: `Token ${token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('media library upload', () => {
  it('stores an image with a sanitised name and WebP variants at the spec widths, served back', async () => {
    const response = await upload('files', { bytes: png, name: '../../Kevad Šampoon (1).PNG', type: 'image/png' }, { title: 'Kevad' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ kind: 'images', title: 'Kevad', original_name: 'kevad-sampoon-1.png', mime_type: 'image/png', width: 2000, height: 1000, size_bytes: png.length });
    expect(response.body.variants.map((variant: any) => variant.width)).toEqual([480, 860, 1200, 1920]);
    expect(fs.readdirSync(mediaDir).every((name) => !name.includes('..') && !name.includes('/'))).toBe(true);
    const original = await api.app.request(response.body.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const variant = await api.app.request(response.body.variants[0].url);
    const info = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect([info.format, info.width]).toEqual(['webp', 480]);
  });

  it('never enlarges: a 600 px image gets only the 480 px variant', async () => {
    const response = await upload('files', { bytes: smallJpeg, name: 'small.jpg', type: 'image/jpeg' });
    expect(response.body.variants.map((variant: any) => variant.width)).toEqual([480]);
  });

  it('refuses a file whose bytes do not match its declared type (a renamed file)', async () => {
    const renamed = await upload('files', { bytes: png, name: 'manual.pdf', type: 'application/pdf' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('FILE_TYPE_MISMATCH');
    expect(renamed.body.errors.file[0]).toContain('image/png');
    const wrongExtension = await upload('files', { bytes: png, name: 'photo.gif', type: 'image/png' });
    expect(wrongExtension.status).toBe(400);
    const text = await upload('files', { bytes: Buffer.from('hello'), name: 'notes.txt', type: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    const script = await upload('files', { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'x.svg', type: 'image/svg+xml' });
    expect(script.status).toBe(400);
    expect((await upload('files', { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' })).status).toBe(400);
  });

  it('refuses files over the size limit with 413', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload('documents', { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('FILE_TOO_LARGE');
  });

  it('requires multipart with a file field', async () => {
    const json = await api.request('POST', '/api/v1/administrator/files/', { token: admin, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.errors).toHaveProperty('file');
  });
});

describe('documents and search', () => {
  it('uploads documents with a file type and finds them by q, kind and paging', async () => {
    const manual = await upload('documents', { bytes: pdf, name: 'Kasutusjuhend.pdf', type: 'application/pdf' }, { file_type: '2', title: 'Föön kasutusjuhend' }, productAdmin);
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({ kind: 'documents', file_type: 2, mime_type: 'application/pdf', variants: [] });
    const general = await upload('documents', { bytes: pdf, name: 'hinnakiri.pdf', type: '' });
    expect(general.body.file_type).toBe(11);
    expect((await upload('documents', { bytes: pdf, name: 'x.pdf', type: 'application/pdf' }, { file_type: '5' })).status).toBe(400);

    const found = await api.request('GET', '/api/v1/administrator/documents/?q=föön', { token: productAdmin });
    expect(found.body.results.map((row: any) => row.id)).toEqual([manual.body.id]);
    expect(found.body.metadata.fields.map((field: any) => field.type)).toContain('radios');
    const manuals = await api.request('GET', '/api/v1/administrator/documents/?file_type=2', { token: admin });
    expect(manuals.body.count).toBe(1);
    const images = await api.request('GET', '/api/v1/administrator/files/?kind=images&page_size=1&sort=-created_at', { token: admin });
    expect(images.body.count).toBe(2);
    expect(images.body.next).toBe(2);
    const pdfInLibrary = await api.request('GET', '/api/v1/administrator/files/?kind=documents', { token: admin });
    expect(pdfInLibrary.body.count).toBe(2);

    expect((await api.request('DELETE', `/api/v1/administrator/documents/${general.body.id}/`, { token: admin })).status).toBe(204);
    expect((await api.app.request(general.body.url)).status).toBe(404);
    const audit = await api.request('GET', '/api/v1/administrator/audit-log/?entity=media_file', { token: admin });
    expect(audit.body.results.map((row: any) => row.action)).toEqual(expect.arrayContaining(['upload', 'delete']));
  });

  it('serves nothing outside the media folder', async () => {
    expect((await api.app.request('/media/library/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await api.app.request('/media/library/nothing.png')).status).toBe(404);
  });
});

describe('file helpers', () => {
  it('detects types by magic bytes and sanitises names', () => {
    expect(detectMimeType(png)).toBe('image/png');
    expect(detectMimeType(smallJpeg)).toBe('image/jpeg');
    expect(detectMimeType(pdf)).toBe('application/pdf');
    expect(detectMimeType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(detectMimeType(Buffer.from('<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(detectMimeType(Buffer.from('<html></html>'))).toBeNull();
    expect(sanitiseFileName('C:\\Users\\x\\Pilt.JPEG', 'image/jpeg')).toBe('pilt.jpeg');
    expect(sanitiseFileName('.htaccess', 'image/png')).toBe('htaccess.png');
    expect(sanitiseFileName('doc.exe', 'application/pdf')).toBe('doc.exe.pdf');
  });
});
