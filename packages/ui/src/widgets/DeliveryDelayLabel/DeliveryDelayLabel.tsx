import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';

export interface DeliveryDelayLabelProps {
  /** The product's sale delay in working days; nothing shows for zero or less. */
  workingDays: number;
  className?: string;
}

/** Warns that delivery takes a number of working days (pluralised per language). */
export function DeliveryDelayLabel({ workingDays, className }: DeliveryDelayLabelProps) {
  const { t } = useTranslation();
  if (!Number.isFinite(workingDays) || workingDays <= 0) return null;
  return (
    <span className={clsx('inline-flex rounded bg-status-warning-bg px-2 py-0.5 text-body-sm font-semibold text-status-warning', className)}>
      {t('productCard.deliveryDelay', { count: workingDays })}
    </span>
  );
}
