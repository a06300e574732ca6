import { ALIGNMENT, type Alignment, loyaltyButtonsSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';

const justify: Record<Alignment, string> = {
  [ALIGNMENT.LEFT]: 'justify-start',
  [ALIGNMENT.CENTER]: 'justify-center',
  [ALIGNMENT.RIGHT]: 'justify-end',
};

const primary = 'rounded bg-brand-ink px-6 py-3 font-semibold text-white hover:bg-brand-muted';
const secondary = 'rounded border-2 border-current px-6 py-3 font-semibold';

export const loyaltyButtonsBlock = defineBlock(loyaltyButtonsSpec, {
  render: function LoyaltyButtons({ props, context }) {
    const { t } = useTranslation();
    const { user } = context;
    if (!user.loggedIn) {
      return (
        <div className={`flex flex-wrap gap-3 ${justify[props.alignment]}`}>
          <button type="button" onClick={context.onLogin} className={primary}>
            {t('blocks.loyalty.login')}
          </button>
          <button type="button" onClick={context.onRegister} className={secondary}>
            {t('blocks.loyalty.register')}
          </button>
        </div>
      );
    }
    if (!user.canJoinLoyalty || user.isLoyal) return null;
    return (
      <div className={`flex ${justify[props.alignment]}`}>
        <button type="button" onClick={context.onJoinLoyalty} className={primary}>
          {t('blocks.loyalty.join')}
        </button>
      </div>
    );
  },
});
