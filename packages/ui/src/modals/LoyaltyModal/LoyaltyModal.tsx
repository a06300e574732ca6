import { LOYALTY_TIERS } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { LoyaltyProgressBar } from '../../widgets/LoyaltyProgressBar';
import { LOYALTY_MODAL_VIEW, type LoyaltyModalView } from '@salon/domain';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface LoyaltyModalProps {
  open: boolean;
  onClose: () => void;
  view: LoyaltyModalView;
  /** Welcome view: the customer's spend and points. */
  totalSpent?: number | string;
  pointsBalance?: number;
  onJoin?: () => void;
  /** Welcome view: the flag is acknowledged when the customer closes it. */
  onAcknowledge?: () => void;
  onLeave?: () => void;
  busy?: boolean;
}

// On top of the primary and secondary buttons: 44 px touch targets, a grey busy join button.
const primary = 'min-h-11 disabled:bg-brand-line disabled:text-brand-ink';
const secondary = 'min-h-11 font-semibold';

export function LoyaltyModal({ open, onClose, view, totalSpent = 0, pointsBalance = 0, onJoin, onAcknowledge, onLeave, busy }: LoyaltyModalProps) {
  const { t } = useTranslation();
  const maxDiscount = Math.max(...LOYALTY_TIERS.map((tier) => tier.discountPercent));
  const close = () => {
    if (view === LOYALTY_MODAL_VIEW.WELCOME) onAcknowledge?.();
    onClose();
  };
  const title =
    view === LOYALTY_MODAL_VIEW.CALL_TO_JOIN
      ? t('loyalty.callToJoinTitle')
      : view === LOYALTY_MODAL_VIEW.WELCOME
        ? t('loyalty.welcomeTitle')
        : t('loyalty.leavingTitle');
  return (
    <ModalWrapper open={open} onClose={close} title={title} size="sm" preventClose={busy}>
      {view === LOYALTY_MODAL_VIEW.CALL_TO_JOIN ? (
        <div className="flex flex-col gap-6">
          <p>{t('loyalty.callToJoinBody', { maxDiscount })}</p>
          <div className="flex flex-col gap-2 xs:flex-row-reverse">
            <Button className={primary} onClick={onJoin} disabled={busy}>
              {t('loyalty.join')}
            </Button>
            <Button variant="secondary" className={secondary} onClick={close}>
              {t('loyalty.notNow')}
            </Button>
          </div>
        </div>
      ) : view === LOYALTY_MODAL_VIEW.WELCOME ? (
        <div className="flex flex-col gap-6">
          <p>{t('loyalty.welcomeBody')}</p>
          <LoyaltyProgressBar totalSpent={totalSpent} />
          <p className="text-body-sm">{t('loyalty.pointsBalance', { points: pointsBalance })}</p>
          <Button className={primary} onClick={close}>
            {t('loyalty.gotIt')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <p>{t('loyalty.leavingBody')}</p>
          <div className="flex flex-col gap-2 xs:flex-row-reverse">
            <Button variant="secondary" className={secondary} onClick={onLeave} disabled={busy}>
              {t('loyalty.leave')}
            </Button>
            <Button className={primary} onClick={close}>
              {t('loyalty.stay')}
            </Button>
          </div>
        </div>
      )}
    </ModalWrapper>
  );
}
