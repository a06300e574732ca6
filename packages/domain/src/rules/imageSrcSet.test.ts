import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../constants/images';
import { IMAGE_MIME_TYPE } from '../enums/imageMimeType';
import { imageSrcSet, imageWidthUrl, mediaUrlSrcSet } from './imageSrcSet';

describe('imageSrcSet', () => {
  it('offers every stored width of a raster image through ?w=', () => {
    expect(imageSrcSet('/media/library/a-photo.png', IMAGE_MIME_TYPE.PNG)).toBe(IMAGE_WIDTHS.map((width) => `/media/library/a-photo.png?w=${width} ${width}w`).join(', '));
    expect(imageWidthUrl('/media/library/a.jpg?v=2', 480)).toBe('/media/library/a.jpg?v=2&w=480');
  });

  it('offers nothing for SVG and PDF files', () => {
    expect(imageSrcSet('/media/products/1.svg', IMAGE_MIME_TYPE.SVG)).toBeUndefined();
    expect(imageSrcSet('/media/library/a.pdf', IMAGE_MIME_TYPE.PDF)).toBeUndefined();
  });
});

describe('mediaUrlSrcSet', () => {
  it("offers the width copies of the API's raster media", () => {
    const candidates = (url: string) => IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
    expect(mediaUrlSrcSet('/media/library/0b6f-photo.jpg')).toBe(candidates('/media/library/0b6f-photo.jpg'));
    expect(mediaUrlSrcSet('/media/products/8.webp')).toBe(candidates('/media/products/8.webp'));
    expect(mediaUrlSrcSet('/media/library/Spring.PNG')).toBe(candidates('/media/library/Spring.PNG'));
  });

  it('offers nothing for vector files, other hosts, other paths and URLs with a query of their own', () => {
    for (const url of [
      '/media/library/logo.svg',
      '/media/products/1.svg',
      'https://cdn.example.com/media/library/a.jpg',
      '//evil.example/media/library/a.jpg',
      '/media/library/a.jpg?w=480',
      '/media/library/../secret.jpg',
      '/uploads/a.jpg',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(mediaUrlSrcSet(url), url).toBeUndefined();
    }
  });
});
