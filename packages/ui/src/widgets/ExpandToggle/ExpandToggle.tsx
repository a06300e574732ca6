import { useTranslation } from '../../i18n/useTranslation';
import { ChevronDownIcon } from '../layoutParts/icons';
import { Button } from '../../primitives/Button';

export interface ExpandToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** id of the clamped content this toggle controls. */
  controlsId: string;
}

/** "Read more" / "show less" under clamped text. */
export function ExpandToggle({ expanded, onToggle, controlsId }: ExpandToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      aria-expanded={expanded}
      aria-controls={controlsId}
      onClick={onToggle}
      className="inline-flex items-center gap-1 font-semibold"
    >
      {expanded ? t('frame.showLess') : t('frame.readMore')}
      <ChevronDownIcon className={expanded ? 'rotate-180' : undefined} />
    </Button>
  );
}
