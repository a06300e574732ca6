import { VIEWPORT_MARK } from '@salon/domain';
import { clsx } from 'clsx';
import { useTranslation } from '../../i18n';
import { Button } from '../../primitives/Button';

export const CREATOR_VIEWPORT = { MOBILE: 'MOBILE', SCREEN: 'SCREEN' } as const;
export type CreatorViewport = (typeof CREATOR_VIEWPORT)[keyof typeof CREATOR_VIEWPORT];

/**
 * Preview frame widths: MOBILE stays under the smallest viewport mark (one-slide carousels,
 * phone layout); SCREEN takes the full width of the work area.
 */
export const CREATOR_VIEWPORT_WIDTH: Readonly<Record<CreatorViewport, string>> = {
  MOBILE: `${VIEWPORT_MARK.SMALLEST - 1}px`,
  SCREEN: '100%',
};

export interface ViewportToggleProps {
  value: CreatorViewport;
  onChange: (value: CreatorViewport) => void;
}

/** Switches the creator preview between the MOBILE and SCREEN widths. */
export function ViewportToggle({ value, onChange }: ViewportToggleProps) {
  const { t } = useTranslation();
  const options: { value: CreatorViewport; label: string }[] = [
    { value: CREATOR_VIEWPORT.MOBILE, label: t('adminUi.viewportMobile') },
    { value: CREATOR_VIEWPORT.SCREEN, label: t('adminUi.viewportScreen') },
  ];
  return (
    <div role="group" aria-label={t('adminUi.viewport')} className="inline-flex overflow-hidden rounded border border-brand-ink">
      {options.map((option) => (
        <Button
          key={option.value}
          variant="unstyled"
          size="sm"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx('text-body-sm', value === option.value ? 'bg-brand-ink text-brand-paper' : 'bg-brand-paper text-brand-ink')}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
