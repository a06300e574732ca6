import { hugeBannerSpec, parseBannerTimeouts, TEXT_COLOR, safeHref } from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
import { BlockImage } from '../core/BlockImage';
import { isEditingMode } from '../core/context';
import { defineBlock } from '../core/defineBlock';
import { InlineText } from '../core/InlineText';

const RING_RADIUS = 16;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** A ring that empties over the close countdown. */
function CountdownRing({ durationMs, running }: { durationMs: number; running: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="absolute inset-0 h-full w-full -rotate-90" data-testid="countdown-ring">
      <circle
        cx="20"
        cy="20"
        r={RING_RADIUS}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray={RING_LENGTH}
        strokeDashoffset={running ? RING_LENGTH : 0}
        style={{ transition: running ? `stroke-dashoffset ${durationMs}ms linear` : 'none' }}
      />
    </svg>
  );
}

export const hugeBannerBlock = defineBlock(hugeBannerSpec, {
  render: function HugeBanner({ props, context }) {
    const { t } = useTranslation();
    const editing = isEditingMode(context.mode);
    const uuid = props.uuid.trim();
    const timeouts = parseBannerTimeouts(props);
    // The seen flag lives in the browser, so outside editing the banner appears only after mount.
    const [visible, setVisible] = useState(editing);
    const [countingDown, setCountingDown] = useState(false);
    const [imageIndex, setImageIndex] = useState(0);
    const images = [props.imgSrc, props.imgSrcTwo].filter((src) => src.trim() !== '');
    const seenBanners = context.seenBanners;

    useEffect(() => {
      if (editing) return;
      if (!uuid) {
        console.warn('HugeBanner: a uuid is required outside edit and preview; the banner is not shown.');
        return;
      }
      if (seenBanners?.isSeen(uuid)) return;
      seenBanners?.markSeen(uuid);
      setVisible(true);
    }, [editing, uuid, seenBanners]);

    useEffect(() => {
      if (!visible || editing) return;
      const frame = requestAnimationFrame(() => setCountingDown(true));
      const timer = setTimeout(() => setVisible(false), timeouts.autoHideMs);
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }, [visible, editing, timeouts.autoHideMs]);

    useEffect(() => {
      if (!visible || images.length < 2) return;
      const timer = setInterval(() => setImageIndex((value) => (value + 1) % images.length), timeouts.switchMs);
      return () => clearInterval(timer);
    }, [visible, images.length, timeouts.switchMs]);

    if (!visible) return null;
    const href = safeHref(props.linkUrl);
    const light = props.textColor === TEXT_COLOR.WHITE;
    return (
      <section aria-label={props.title || t('blocks.hugeBanner.label')} className="relative overflow-hidden rounded bg-brand-surface">
        {images.map((src, index) => (
          <div key={index} className={clsx(index === imageIndex % images.length ? 'block' : 'hidden')} data-image-index={index}>
            <BlockImage src={src} alt="" eager priority={index === 0} className="h-[60vh] max-h-[640px] w-full object-cover" />
          </div>
        ))}
        <div
          className={clsx(
            'absolute inset-x-4 bottom-4 max-w-xl rounded p-6 md:inset-x-8 md:bottom-8',
            light ? 'bg-black/70 text-white' : 'bg-white/85 text-text-black',
          )}
        >
          {props.title ? <InlineText as="h2" field="title" value={props.title} className="font-display text-h1" /> : null}
          {props.description ? <InlineText as="p" field="description" value={props.description} multiline className="mt-2 text-lead" /> : null}
          {href ? (
            <a href={href} className="mt-4 inline-block font-semibold underline underline-offset-4">
              {t('blocks.hugeBanner.cta')}
            </a>
          ) : null}
        </div>
        <IconButton
          variant="unstyled"
          onClick={() => setVisible(false)}
          label={t('common.close')}
          className={clsx('absolute right-4 top-4 rounded-full', light ? 'bg-black/70 text-white' : 'bg-white/85 text-text-black')}
        >
          {editing ? null : <CountdownRing durationMs={timeouts.closeMs} running={countingDown} />}
          <span aria-hidden="true">×</span>
        </IconButton>
      </section>
    );
  },
});
