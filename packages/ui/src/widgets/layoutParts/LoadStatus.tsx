import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from './Spinner';
import { Button } from '../../primitives/Button';

type LoadStatusValue = 'loading' | 'error' | 'success';

export interface LoadStatusProps {
  status: Exclude<LoadStatusValue, 'success'>;
  loadingText: string;
  errorText: string;
  onRetry?: () => void;
}

/** The loading and failed states shared by the pickers: a spinner, or an alert with a retry. */
export function LoadStatus({ status, loadingText, errorText, onRetry }: LoadStatusProps) {
  const { t } = useTranslation();
  if (status === 'loading') return <Spinner label={loadingText} className="p-4" />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 p-4 text-body-sm text-status-error">
      <p>{errorText}</p>
      {onRetry ? (
        <Button
          variant="secondary"
          onClick={onRetry}
          className="font-semibold text-brand-ink hover:bg-brand-surface"
        >
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
