import { FIELD_ERROR_SEPARATOR } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface FieldErrorLine {
  field: string;
  message: string;
}

export interface ErrorMessageModalProps {
  open: boolean;
  onClose: () => void;
  /** The server's message, already translated; without it the modal says something went wrong. */
  message?: string | null;
  /** Field errors, listed as "[field] - message". */
  fieldErrors?: readonly FieldErrorLine[];
}

export function ErrorMessageModal({ open, onClose, message, fieldErrors = [] }: ErrorMessageModalProps) {
  const { t } = useTranslation();
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('infoModals.errorTitle')}
      size="sm"
      footer={
        <div className="flex justify-end">
          <Button onClick={onClose}>
            {t('infoModals.ok')}
          </Button>
        </div>
      }
    >
      <div role="alert" className="flex flex-col gap-3">
        <p>{message || t('infoModals.somethingWentWrongText')}</p>
        {fieldErrors.length > 0 ? (
          <ul className="list-disc pl-5 text-body-sm">
            {fieldErrors.map((error) => (
              <li key={`${error.field}:${error.message}`}>
                [{error.field}]{FIELD_ERROR_SEPARATOR}
                {error.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </ModalWrapper>
  );
}
