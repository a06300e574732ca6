import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';

export interface ProductGalleryImage {
  url: string;
  /** Width variants of a raster image; none for a vector image (one file at every width). */
  srcSet?: string | undefined;
}

export interface ProductGalleryProps {
  /** The product's images in their stored order; documents do not belong here. */
  images: readonly ProductGalleryImage[];
  /** The main image's text alternative (the product name). */
  alt: string;
  /** The main image's rendered width per layout breakpoint, used with a srcSet. */
  sizes?: string | undefined;
  className?: string;
}

/** Thumbnails render at 4rem: the smallest width variant suffices. */
const THUMBNAIL_SIZES = '64px';

/**
 * The product page's images: one large image (loaded at high priority, as it is the page's
 * largest paint) and, with more than one image, a row of thumbnail buttons that choose it.
 * Arrow keys, Home and End move between thumbnails; only the chosen one is in the tab order.
 */
export function ProductGallery({ images, alt, sizes, className }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const index = selected < images.length ? selected : 0;
  const main = images[index];

  if (!main) {
    return (
      <div
        role="img"
        aria-label={t('productDetail.noImage')}
        className={clsx('flex aspect-square w-full items-center justify-center rounded bg-brand-surface text-brand-muted', className)}
      >
        <span aria-hidden="true">{t('productDetail.noImage')}</span>
      </div>
    );
  }

  const choose = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    setSelected(wrapped);
    thumbnails.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: images.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <img
        src={main.url}
        sizes={main.srcSet ? sizes : undefined}
        srcSet={main.srcSet}
        alt={alt}
        fetchPriority="high"
        className="aspect-square w-full object-contain"
      />
      {images.length > 1 ? (
        <div role="group" aria-label={t('productDetail.gallery')} className="flex flex-wrap gap-2">
          {images.map((image, position) => (
            <IconButton
              key={`${position}-${image.url}`}
              variant="unstyled"
              size={null}
              ref={(element) => {
                thumbnails.current[position] = element;
              }}
              label={t('productDetail.thumbnail', { index: position + 1, count: images.length })}
              aria-pressed={position === index}
              tabIndex={position === index ? 0 : -1}
              onClick={() => setSelected(position)}
              onKeyDown={onKeyDown}
              className={clsx(
                'size-16 overflow-hidden rounded border-2 bg-brand-surface',
                position === index ? 'border-brand-ink' : 'border-brand-line hover:border-brand-muted',
              )}
            >
              <img src={image.url} srcSet={image.srcSet} sizes={image.srcSet ? THUMBNAIL_SIZES : undefined} alt="" loading="lazy" className="size-full object-contain" />
            </IconButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
