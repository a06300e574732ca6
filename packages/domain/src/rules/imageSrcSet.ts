import { IMAGE_WIDTHS, MEDIA_LIBRARY_ROUTE, PRODUCT_IMAGE_ROUTE, type ImageWidth } from '../constants/images';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPE, type ImageMimeType } from '../enums/imageMimeType';

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
  RESIZED_IMAGE_MIME_TYPES.includes(mimeType) ? widthCandidates(url) : undefined;

const widthCandidates = (url: string): string => IMAGE_WIDTHS.map((width) => `${imageWidthUrl(url, width)} ${width}w`).join(', ');

/**
 * The API's images that answer `?w=`: media-library uploads and the drawn product pictures, by a
 * raster file name. Anything else (another host, an SVG, a URL with its own query) has no copies.
 */
const RESIZABLE_MEDIA_URL = new RegExp(
  `^(${MEDIA_LIBRARY_ROUTE}|${PRODUCT_IMAGE_ROUTE})/[a-z0-9][a-z0-9._-]*\\.(${RESIZED_IMAGE_MIME_TYPES.flatMap((type) => IMAGE_EXTENSIONS[type as ImageMimeType]).join('|')})$`,
  'i',
);

/**
 * `srcset` of an image known only by its URL, as an editor's block stores it: the width copies of
 * the API's raster media, nothing for other URLs. The copies are never wider than the original
 * (the API then answers with the original), so a candidate list is never worse than the plain src.
 */
export const mediaUrlSrcSet = (url: string): string | undefined => (RESIZABLE_MEDIA_URL.test(url) ? widthCandidates(url) : undefined);
