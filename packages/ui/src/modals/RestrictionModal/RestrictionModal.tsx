import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';

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
            <button type="button" onClick={onChangeCountry} className="rounded border border-brand-ink px-4 py-2 font-semibold">
              {t('infoModals.changeCountry')}
            </button>
          ) : null}
          {onLogin ? (
            <button type="button" onClick={onLogin} className="rounded border border-brand-ink px-4 py-2 font-semibold">
              {t('infoModals.logIn')}
            </button>
          ) : null}
          <button type="button" onClick={onClose} className="rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper">
            {t('infoModals.ok')}
          </button>
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
