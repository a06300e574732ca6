import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_MIME_TYPE, IMAGE_WIDTHS, imageSrcSet } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-media-widths-'));
const api = await createTestApi({ mediaDir });
afterAll(async () => {
  await api.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
const admin = await api.login(SEED_LOGIN.TH_ADMIN);

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const response = await api.app.request('/api/v1/administrator/files/', { method: 'POST', body: form, headers: { Authorization: `Token ${admin}` } });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; mime_type: string };
}

/** Every candidate of the storefront's srcset, fetched as the browser would: [declared width, served format, served width]. */
async function fetchCandidates(srcSet: string) {
  return Promise.all(
    srcSet.split(', ').map(async (candidate) => {
      const [url, descriptor] = candidate.split(' ');
      const response = await api.app.request(url!);
      expect(response.status, url).toBe(200);
      const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(response.headers.get('Content-Type')).toBe(`image/${info.format}`);
      return [Number.parseInt(descriptor!, 10), info.format, info.width];
    }),
  );
}

describe('srcset widths of media library images (?w=)', () => {
  it('serves every srcset candidate of a wide image as its WebP copy of exactly that width', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c36' } }).png().toBuffer();
    const file = await upload(png, 'wide.png', 'image/png');
    const srcSet = imageSrcSet(file.url, file.mime_type);
    expect(srcSet).toBeDefined();
    expect(await fetchCandidates(srcSet!)).toEqual(IMAGE_WIDTHS.map((width) => [width, 'webp', width]));
    const small = await api.app.request(`${file.url}?w=480`);
    const original = await api.app.request(file.url);
    expect(Number((await small.arrayBuffer()).byteLength)).toBeLessThan(Number((await original.arrayBuffer()).byteLength));
  });

  it('answers the original where an image is narrower than the width asked for (copies are never enlarged)', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#36c' } }).jpeg().toBuffer();
    const file = await upload(jpeg, 'medium.jpg', 'image/jpeg');
    expect(await fetchCandidates(imageSrcSet(file.url, file.mime_type)!)).toEqual([
      [480, 'webp', 480],
      [860, 'webp', 860],
      [1200, 'jpeg', 1000],
      [1920, 'jpeg', 1000],
    ]);
  });

  it('offers no srcset for SVG, and ignores nothing silently: an unknown width is a 400 with the field named', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const file = await upload(svg, 'logo.svg', IMAGE_MIME_TYPE.SVG);
    expect(imageSrcSet(file.url, file.mime_type)).toBeUndefined();
    // A width on a vector image is the same file.
    const vector = await api.app.request(`${file.url}?w=480`);
    expect(vector.status).toBe(200);
    expect(vector.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(Buffer.from(await vector.arrayBuffer()).equals(svg)).toBe(true);
    const wrong = await api.app.request(`${file.url}?w=123`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { w: ['One of 480, 860, 1200, 1920.'] } });
    const missing = await api.app.request('/media/library/00000000-0000-4000-8000-000000000000-none.png?w=480');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: unknown }).code).toBeTypeOf('string');
  });
});
