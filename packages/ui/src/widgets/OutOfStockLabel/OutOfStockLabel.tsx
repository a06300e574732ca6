import { MESSAGE_KEY } from '@salon/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';

export function OutOfStockLabel({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex rounded bg-status-error-bg px-2 py-0.5 text-body-sm font-semibold text-status-error', className)}>
      {t(`productCard.${MESSAGE_KEY.OUT_OF_STOCK}`)}
    </span>
  );
}
