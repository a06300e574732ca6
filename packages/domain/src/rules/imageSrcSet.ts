import { IMAGE_WIDTHS, type ImageWidth } from '../constants/images';
import { IMAGE_MIME_TYPE } from '../enums/imageMimeType';

/** Query parameter of a media library URL that asks for the stored WebP copy of that width. */
export const IMAGE_WIDTH_PARAM = 'w';

/** Raster types the API stores WebP copies of at IMAGE_WIDTHS (SVG and PDF are one file). */
export const RESIZED_IMAGE_MIME_TYPES: readonly string[] = [IMAGE_MIME_TYPE.JPEG, IMAGE_MIME_TYPE.PNG, IMAGE_MIME_TYPE.WEBP, IMAGE_MIME_TYPE.TIFF, IMAGE_MIME_TYPE.GIF];

/** The URL of an image's copy at `width` (the API serves the original when no copy that wide exists). */
export const imageWidthUrl = (url: string, width: ImageWidth): string => `${url}${url.includes('?') ? '&' : '?'}${IMAGE_WIDTH_PARAM}=${width}`;

/**
 * `srcset` of a stored image: one candidate per IMAGE_WIDTHS copy for raster images, none for
 * vector images and other files (one file at every width, so the plain `src` is shared and cached).
 */
export const imageSrcSet = (url: string, mimeType: string): string | undefined =>
  RESIZED_IMAGE_MIME_TYPES.includes(mimeType) ? IMAGE_WIDTHS.map((width) => `${imageWidthUrl(url, width)} ${width}w`).join(', ') : undefined;
