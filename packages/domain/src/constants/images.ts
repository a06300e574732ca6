/** Responsive image widths offered in srcset. */
export const IMAGE_WIDTHS = [480, 860, 1200, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The editor's image tool resizes uploads down to this width. */
export const IMAGE_RESIZE_MAX_WIDTH = 1920;
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200;

/** Public URL prefix of the API's media-library files. */
export const MEDIA_LIBRARY_ROUTE = '/media/library';
/** Public URL prefix of the API's drawn product pictures. */
export const PRODUCT_IMAGE_ROUTE = '/media/products';

/** Largest media-library upload (bytes); the API refuses larger files with 413. */
export const MEDIA_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
