import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../constants/images';
import { IMAGE_MIME_TYPE } from '../enums/imageMimeType';
import { imageSrcSet, imageWidthUrl } from './imageSrcSet';

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
