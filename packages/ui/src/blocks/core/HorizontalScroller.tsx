import { HORIZONTAL_LIST_LAYOUT } from '@salon/domain';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

const { XS, MD, LG, SMALL } = HORIZONTAL_LIST_LAYOUT;

// Item sizes per breakpoint come from the domain layout table through CSS variables, so the
// layout holds in server-rendered HTML and no width is measured in JavaScript.
const layoutStyle = {
  '--gap-xs': `${XS.gapPx}px`,
  '--gap-md': `${MD.gapPx}px`,
  '--gap-lg': `${LG.gapPx}px`,
  '--gap-small': `${SMALL.gapPx}px`,
  '--item-xs': `${XS.itemWidthPx}px`,
  '--items-md': MD.itemsVisible,
  '--items-lg': LG.itemsVisible,
  '--items-small': SMALL.itemsVisible,
} as CSSProperties;

const regularTrack =
  'gap-[var(--gap-xs)] md:gap-[var(--gap-md)] lg:gap-[var(--gap-lg)] [--item-basis:var(--item-xs)] md:[--item-basis:calc((100%_-_(var(--items-md)_-_1)_*_var(--gap-md))_/_var(--items-md))] lg:[--item-basis:calc((100%_-_(var(--items-lg)_-_1)_*_var(--gap-lg))_/_var(--items-lg))]';
const smallTrack =
  'gap-[var(--gap-small)] [--item-basis:calc((100%_-_(var(--items-small)_-_1)_*_var(--gap-small))_/_var(--items-small))]';

// Items after those a phone shows are laid out and painted only as they are scrolled near: a
// campaign's list of 24 product tiles laid out all of them (75 ms of a phone's main thread). Their
// width is the track's basis; their height is the row's (flex stretch), so nothing moves.
const offscreenItem = '[content-visibility:auto] [contain-intrinsic-size:auto_none]';

export interface HorizontalScrollerProps {
  items: { key: string; node: ReactNode }[];
  /** Accessible name of the list. */
  label: string;
  small?: boolean;
  className?: string;
}

/** A horizontally scrolling list with previous/next arrows and fading edges where more content hides. */
export function HorizontalScroller({ items, label, small = false, className }: HorizontalScrollerProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({ start: track.scrollLeft > 1, end: track.scrollLeft + track.clientWidth < track.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // No measuring here: reading the track's widths in an effect forces the browser to lay out
    // the whole page during hydration (about 110 ms of a phone's main thread on a campaign page).
    // A ResizeObserver reports the first size after the browser's own layout, at no extra cost.
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, items.length]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className={clsx('relative', className)} style={layoutStyle}>
      <ul
        ref={trackRef}
        aria-label={label}
        onScroll={measure}
        className={clsx('flex snap-x overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]', small ? smallTrack : regularTrack)}
      >
        {items.map((item, index) => (
          <li key={item.key} className={clsx('shrink-0 grow-0 basis-[var(--item-basis)] snap-start', index >= XS.itemsVisible && offscreenItem)}>
            {item.node}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className={clsx('pointer-events-none absolute inset-y-0 left-0 w-12 bg-gradient-to-r from-white transition-opacity', edges.start ? 'opacity-100' : 'opacity-0')} />
      <div aria-hidden="true" className={clsx('pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-white transition-opacity', edges.end ? 'opacity-100' : 'opacity-0')} />
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => scroll(-1)} disabled={!edges.start} aria-label={t('blocks.list.previous')} className="rounded-full disabled:border-brand-line disabled:text-brand-muted">
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => scroll(1)} disabled={!edges.end} aria-label={t('blocks.list.next')} className="rounded-full disabled:border-brand-line disabled:text-brand-muted">
          <span aria-hidden="true">›</span>
        </Button>
      </div>
    </div>
  );
}
