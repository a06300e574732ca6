import { ALIGNMENT, type Alignment, loyaltyButtonsSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { defineBlock } from '../core/defineBlock';

const justify: Record<Alignment, string> = {
  [ALIGNMENT.LEFT]: 'justify-start',
  [ALIGNMENT.CENTER]: 'justify-center',
  [ALIGNMENT.RIGHT]: 'justify-end',
};

// On top of the large primary and secondary buttons: a block sits on any colour scheme, so the
// outline takes the text colour.
const primary = 'text-white hover:bg-brand-muted';
const secondary = 'border-2 border-current font-semibold';

export const loyaltyButtonsBlock = defineBlock(loyaltyButtonsSpec, {
  render: function LoyaltyButtons({ props, context }) {
    const { t } = useTranslation();
    const { user } = context;
    if (!user.loggedIn) {
      return (
        <div className={`flex flex-wrap gap-3 ${justify[props.alignment]}`}>
          <Button size="lg" onClick={context.onLogin} className={primary}>
            {t('blocks.loyalty.login')}
          </Button>
          <Button variant="secondary" size="lg" onClick={context.onRegister} className={secondary}>
            {t('blocks.loyalty.register')}
          </Button>
        </div>
      );
    }
    if (!user.canJoinLoyalty || user.isLoyal) return null;
    return (
      <div className={`flex ${justify[props.alignment]}`}>
        <Button size="lg" onClick={context.onJoinLoyalty} className={primary}>
          {t('blocks.loyalty.join')}
        </Button>
      </div>
    );
  },
});
