import { LAZY_IMAGE_ROOT_MARGIN_PX, safeImageSrc } from '@salon/domain';
import clsx from 'clsx';
import { useNearViewport } from './useNearViewport';

export interface BlockImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Above-the-fold images load at once; others wait until 200 px before they scroll in. */
  eager?: boolean;
}

/** An editor-chosen image: unsafe sources render nothing, lazy ones get their src near the viewport. */
export function BlockImage({ src, alt, className, eager = false }: BlockImageProps) {
  const { ref, near } = useNearViewport<HTMLImageElement>(LAZY_IMAGE_ROOT_MARGIN_PX, !eager);
  const safeSrc = safeImageSrc(src);
  if (!safeSrc) return null;
  return (
    <img
      ref={ref}
      src={eager || near ? safeSrc : undefined}
      data-src={safeSrc}
      alt={alt}
      decoding="async"
      className={clsx('block', className)}
    />
  );
}
