import { LAZY_IMAGE_ROOT_MARGIN_PX, mediaUrlSrcSet, safeImageSrc } from '@salon/domain';
import clsx from 'clsx';
import { useNearViewport } from './useNearViewport';

/** The width an image is shown at when its block says nothing narrower: the whole viewport. */
const FULL_WIDTH_SIZES = '100vw';

export interface BlockImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Above-the-fold images load at once; others wait until 200 px before they scroll in. */
  eager?: boolean;
  /**
   * The head or hero image a page opens with, likely its largest paint: fetched with high priority
   * (like the first row of product cards), so it does not queue behind the page's scripts.
   */
  priority?: boolean;
  /** The `sizes` of the image's layout, so a phone picks a narrow copy of a library image. */
  sizes?: string;
}

/**
 * An editor-chosen image: unsafe sources render nothing, lazy ones get their src near the viewport.
 * Images of the media library come with their width copies (`srcset`).
 */
export function BlockImage({ src, alt, className, eager = false, priority = false, sizes = FULL_WIDTH_SIZES }: BlockImageProps) {
  const loadNow = eager || priority;
  const { ref, near } = useNearViewport<HTMLImageElement>(LAZY_IMAGE_ROOT_MARGIN_PX, !loadNow);
  const safeSrc = safeImageSrc(src);
  if (!safeSrc) return null;
  const srcSet = mediaUrlSrcSet(safeSrc);
  const load = loadNow || near;
  return (
    <img
      ref={ref}
      src={load ? safeSrc : undefined}
      srcSet={load ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      data-src={safeSrc}
      alt={alt}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={clsx('block', className)}
    />
  );
}
