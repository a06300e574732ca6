export const IMAGE_MIME_TYPE = {
  PDF: 'application/pdf',
  SVG: 'image/svg+xml',
  TIFF: 'image/tiff',
  WEBP: 'image/webp',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  GIF: 'image/gif',
} as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPE)[keyof typeof IMAGE_MIME_TYPE];

export const IMAGE_MIME_TYPES: readonly ImageMimeType[] = Object.values(IMAGE_MIME_TYPE);

/** File extensions each accepted type may carry (lower case). */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageMimeType, readonly string[]>> = {
  [IMAGE_MIME_TYPE.PDF]: ['pdf'],
  [IMAGE_MIME_TYPE.SVG]: ['svg'],
  [IMAGE_MIME_TYPE.TIFF]: ['tif', 'tiff'],
  [IMAGE_MIME_TYPE.WEBP]: ['webp'],
  [IMAGE_MIME_TYPE.JPEG]: ['jpg', 'jpeg'],
  [IMAGE_MIME_TYPE.PNG]: ['png'],
  [IMAGE_MIME_TYPE.GIF]: ['gif'],
};
