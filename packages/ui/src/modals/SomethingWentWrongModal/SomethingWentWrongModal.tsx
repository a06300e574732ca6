import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';

export interface SomethingWentWrongModalProps {
  open: boolean;
  onClose: () => void;
  /** When given, a retry button repeats the failed action. */
  onRetry?: () => void;
}

export function SomethingWentWrongModal({ open, onClose, onRetry }: SomethingWentWrongModalProps) {
  const { t } = useTranslation();
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('infoModals.somethingWentWrong')}
      size="sm"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {onRetry ? (
            <button type="button" onClick={onRetry} className="rounded border border-brand-ink px-4 py-2 font-semibold">
              {t('common.retry')}
            </button>
          ) : null}
          <button type="button" onClick={onClose} className="rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper">
            {t('infoModals.ok')}
          </button>
        </div>
      }
    >
      <p role="alert">{t('infoModals.somethingWentWrongText')}</p>
    </ModalWrapper>
  );
}
