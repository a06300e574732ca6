import { LOADING_BAR_DELAY_MS, LOADING_BAR_GROW_MS } from '@salon/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface LoadingBarProps {
  /** A navigation or load is in progress. */
  active: boolean;
}

const FULL = 100;

/**
 * Top progress bar for slow loads: quick loads never show it (LOADING_BAR_DELAY_MS), slow ones
 * see it fill over LOADING_BAR_GROW_MS. Progress is time-based, so it is an estimate.
 */
export function LoadingBar({ active }: LoadingBarProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!active) {
      setProgress(null);
      return undefined;
    }
    let frame = 0;
    let shownAt = 0;
    const tick = (time: number) => {
      shownAt ||= time;
      const value = Math.min(FULL, Math.round(((time - shownAt) / LOADING_BAR_GROW_MS) * FULL));
      setProgress(value);
      if (value < FULL) frame = requestAnimationFrame(tick);
    };
    const delay = setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, LOADING_BAR_DELAY_MS);
    return () => {
      clearTimeout(delay);
      cancelAnimationFrame(frame);
    };
  }, [active]);

  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('frame.loading')}
      aria-valuemin={0}
      aria-valuemax={FULL}
      aria-valuenow={progress}
      className="fixed inset-x-0 top-0 z-modal-global h-1 bg-transparent"
    >
      <div className="h-full bg-brand-accent" style={{ width: `${progress}%` }} />
    </div>
  );
}
