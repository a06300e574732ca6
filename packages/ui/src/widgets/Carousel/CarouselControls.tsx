import { useTranslation } from '../../i18n/useTranslation';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../layoutParts/icons';

export interface CarouselControlsProps {
  onPrevious: () => void;
  onNext: () => void;
  paused: boolean;
  onTogglePaused: () => void;
  slidesId: string;
}

const controlClass = 'inline-flex rounded-full border border-brand-line bg-brand-paper p-2 text-brand-ink shadow hover:bg-brand-surface';

export function CarouselControls({ onPrevious, onNext, paused, onTogglePaused, slidesId }: CarouselControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-2 pt-3">
      {/* First in the tab order so keyboard users can stop the motion before anything else (WCAG 2.2.2). */}
      <button type="button" onClick={onTogglePaused} aria-label={paused ? t('carousel.play') : t('carousel.pause')} className={controlClass}>
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button type="button" onClick={onPrevious} aria-controls={slidesId} aria-label={t('carousel.previous')} className={controlClass}>
        <ChevronLeftIcon />
      </button>
      <button type="button" onClick={onNext} aria-controls={slidesId} aria-label={t('carousel.next')} className={controlClass}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
