import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../layoutParts/icons';

export interface CarouselControlsProps {
  onPrevious: () => void;
  onNext: () => void;
  paused: boolean;
  onTogglePaused: () => void;
  slidesId: string;
}

export function CarouselControls({ onPrevious, onNext, paused, onTogglePaused, slidesId }: CarouselControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-2 pt-3">
      {/* First in the tab order so keyboard users can stop the motion before anything else (WCAG 2.2.2).
          The controls keep p-2 around the icon inside the border (42 px), not a fixed box size. */}
      <IconButton variant="outline" size={null} onClick={onTogglePaused} label={paused ? t('carousel.play') : t('carousel.pause')} className="p-2">
        {paused ? <PlayIcon /> : <PauseIcon />}
      </IconButton>
      <IconButton variant="outline" size={null} onClick={onPrevious} aria-controls={slidesId} label={t('carousel.previous')} className="p-2">
        <ChevronLeftIcon />
      </IconButton>
      <IconButton variant="outline" size={null} onClick={onNext} aria-controls={slidesId} label={t('carousel.next')} className="p-2">
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
