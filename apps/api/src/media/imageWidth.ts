import { IMAGE_WIDTHS, IMAGE_WIDTH_PARAM, type ImageWidth } from '@salon/domain';
import { badRequest } from '../lib/errors';

/**
 * The `?w=` of an image URL (imageSrcSet's candidates): one of IMAGE_WIDTHS, or undefined when the
 * URL has none. Any other value is a 400 with the allowed widths, never a silent original.
 */
export function requestedImageWidth(value: string | undefined): ImageWidth | undefined {
  if (value === undefined) return undefined;
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === value);
  if (width === undefined) throw badRequest('Unknown image width.', { [IMAGE_WIDTH_PARAM]: [`One of ${IMAGE_WIDTHS.join(', ')}.`] });
  return width;
}
