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
