import {
  CAROUSEL_ANIMATION_RESET_MS,
  CAROUSEL_TWO_UP,
  CAROUSEL_RESUME_AFTER_MANUAL_MS,
  carouselSpec,
  DEFAULT_SLOT,
  parseSlideDelay,
  SWIPE_TOLERANCE_PX,
} from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { slideVisibleIn } from '../CarouselItem/CarouselItem';
import { defineBlock } from '../core/defineBlock';
import { Button } from '../../primitives/Button';

export const carouselBlock = defineBlock(carouselSpec, {
  slots: [DEFAULT_SLOT],
  render: function Carousel({ props, context, slots }) {
    const { t } = useTranslation();
    const slides = (slots[DEFAULT_SLOT] ?? []).filter((child) => slideVisibleIn(child.props, context));
    const twoUp = props.visibleSlides === CAROUSEL_TWO_UP;
    const count = slides.length;
    const [index, setIndex] = useState(0);
    const [hovered, setHovered] = useState(false);
    const [manualPauseUntil, setManualPauseUntil] = useState(0);
    const touchStartX = useRef<number | null>(null);
    const delay = parseSlideDelay(props.slideDelay);
    const current = count === 0 ? 0 : ((index % count) + count) % count;

    useEffect(() => {
      if (count <= 1 || hovered) return;
      const wait = delay + Math.max(0, manualPauseUntil - Date.now());
      const timer = setTimeout(() => setIndex((value) => value + 1), wait);
      return () => clearTimeout(timer);
    }, [count, hovered, delay, current, manualPauseUntil]);

    if (count === 0) return null;

    const go = (step: number) => {
      setIndex(current + step);
      setManualPauseUntil(Date.now() + CAROUSEL_RESUME_AFTER_MANUAL_MS);
    };

    return (
      <section
        id={props.uniqueId || undefined}
        aria-roledescription="carousel"
        aria-label={t('blocks.carousel.label')}
        className="relative"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_TOLERANCE_PX) return;
          go(end < start ? 1 : -1);
        }}
      >
        <div className="overflow-hidden">
          <div
            className={clsx('flex transition-transform ease-out [--slide-basis:100%]', twoUp && 'xs:[--slide-basis:50%]')}
            style={
              {
                transform: `translateX(calc(${-current} * var(--slide-basis)))`,
                transitionDuration: `${CAROUSEL_ANIMATION_RESET_MS}ms`,
              } as CSSProperties
            }
          >
            {slides.map((slide, slideIndex) => {
              const shown = slideIndex === current || (twoUp && slideIndex === (current + 1) % count && count > 1);
              return (
                <div
                  key={slide.uuid}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('blocks.carousel.slide', { index: slideIndex + 1, count })}
                  inert={!shown}
                  className="shrink-0 grow-0 basis-[var(--slide-basis)] px-1"
                >
                  {slide.element}
                </div>
              );
            })}
          </div>
        </div>
        {count > 1 ? (
          <div className="mt-3 flex items-center justify-center gap-4">
            <Button variant="secondary" size="sm" onClick={() => go(-1)} aria-label={t('blocks.carousel.previous')} className="rounded-full text-lg">
              <span aria-hidden="true">‹</span>
            </Button>
            <span className="text-body-sm" aria-live="polite">
              {t('blocks.carousel.slide', { index: current + 1, count })}
            </span>
            <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label={t('blocks.carousel.next')} className="rounded-full text-lg">
              <span aria-hidden="true">›</span>
            </Button>
          </div>
        ) : null}
      </section>
    );
  },
});
