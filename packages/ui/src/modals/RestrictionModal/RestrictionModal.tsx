import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface RestrictionModalProps {
  open: boolean;
  onClose: () => void;
  productName: string;
  /** Reasons the product cannot be ordered (country or client-group restrictions). */
  reasons: readonly string[];
  /** Offered when logging in as a business could lift the restriction. */
  onLogin?: () => void;
  /** Offered when changing the delivery country could lift it. */
  onChangeCountry?: () => void;
}

export function RestrictionModal({ open, onClose, productName, reasons, onLogin, onChangeCountry }: RestrictionModalProps) {
  const { t } = useTranslation();
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('infoModals.restrictionTitle')}
      size="sm"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {onChangeCountry ? (
            <Button variant="secondary" onClick={onChangeCountry} className="font-semibold">
              {t('infoModals.changeCountry')}
            </Button>
          ) : null}
          {onLogin ? (
            <Button variant="secondary" onClick={onLogin} className="font-semibold">
              {t('infoModals.logIn')}
            </Button>
          ) : null}
          <Button onClick={onClose}>
            {t('infoModals.ok')}
          </Button>
        </div>
      }
    >
      <p className="mb-3">{t('infoModals.restrictionText', { name: productName })}</p>
      <ul className="list-disc pl-5 text-body-sm">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </ModalWrapper>
  );
}
