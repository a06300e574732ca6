import {
  SWIPE_TOLERANCE_PX,
  isSlideVisible,
  parseSlideDelay,
  visibleSlideCount,
  type Instant,
} from '@salon/domain';
import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CarouselControls } from './CarouselControls';
import { useAutoAdvance } from './useAutoAdvance';
import { useViewportWidth } from './useViewportWidth';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
  /** datetime-local strings in Tallinn time; empty or missing leaves that side open. */
  startDateTime?: unknown;
  endDateTime?: unknown;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel region. */
  label?: string;
  /** Decides which scheduled slides are live. */
  now: Instant;
  /** Editors see every slide regardless of its schedule. */
  editMode?: boolean;
  previewMode?: boolean;
  /** Stored delay in ms (number or text); see parseSlideDelay. */
  slideDelay?: unknown;
  /** Stored 1 or 2; always 1 on the smallest screens. */
  visibleSlides?: unknown;
}

export function Carousel({ slides, label, now, editMode, previewMode, slideDelay, visibleSlides }: CarouselProps) {
  const { t } = useTranslation();
  const slidesId = useId();
  const shown = slides.filter((slide) => isSlideVisible(slide, now, { editMode, previewMode }));
  const perView = visibleSlideCount(visibleSlides, useViewportWidth());
  const scrollable = shown.length > perView;

  // Own swipe handling (embla's drag is off) so a swipe needs SWIPE_TOLERANCE_PX of travel.
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: scrollable, align: 'start', watchDrag: false, active: scrollable });
  const [selected, setSelected] = useState(0);
  const swipeStartX = useRef<number | null>(null);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const autoAdvance = useAutoAdvance({
    enabled: scrollable && Boolean(emblaApi),
    delayMs: parseSlideDelay(slideDelay),
    advance: () => emblaApi?.scrollNext(),
  });

  const move = useCallback(
    (direction: 'previous' | 'next') => {
      if (direction === 'next') emblaApi?.scrollNext();
      else emblaApi?.scrollPrev();
      autoAdvance.noteManualMove();
    },
    [emblaApi, autoAdvance],
  );

  const onPointerDown = (event: PointerEvent) => {
    swipeStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStartX.current === null) return;
    const travel = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(travel) < SWIPE_TOLERANCE_PX) return;
    move(travel < 0 ? 'next' : 'previous');
  };

  if (shown.length === 0) return null;

  return (
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={label ?? t('carousel.defaultLabel')}
      data-visible-slides={perView}
      data-autoplay={autoAdvance.running ? 'running' : 'stopped'}
      data-autoplay-held-by={autoAdvance.heldBy || undefined}
      onMouseEnter={() => autoAdvance.setHovered(true)}
      onMouseLeave={() => autoAdvance.setHovered(false)}
      // Keyboard focus pauses; a mouse click on an arrow must not, or the show would never resume.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) autoAdvance.setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoAdvance.setFocused(false);
      }}
    >
      <div
        ref={emblaRef}
        className="touch-pan-y overflow-hidden"
        onPointerDown={scrollable ? onPointerDown : undefined}
        onPointerUp={scrollable ? onPointerUp : undefined}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
      >
        {/* Announce slide changes only when the user drives them, not on every automatic turn. */}
        <div id={slidesId} className="flex" aria-live={autoAdvance.running ? 'off' : 'polite'}>
          {shown.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { index: index + 1, count: shown.length })}
              data-active={index === selected}
              className={clsx('min-w-0 shrink-0 grow-0 px-1', perView === 2 ? 'basis-1/2' : 'basis-full')}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {scrollable ? (
        <CarouselControls
          slidesId={slidesId}
          onPrevious={() => move('previous')}
          onNext={() => move('next')}
          paused={autoAdvance.userPaused}
          onTogglePaused={autoAdvance.togglePaused}
        />
      ) : null}
    </section>
  );
}
