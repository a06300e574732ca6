import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

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
            <Button variant="secondary" onClick={onRetry} className="font-semibold">
              {t('common.retry')}
            </Button>
          ) : null}
          <Button onClick={onClose}>
            {t('infoModals.ok')}
          </Button>
        </div>
      }
    >
      <p role="alert">{t('infoModals.somethingWentWrongText')}</p>
    </ModalWrapper>
  );
}
