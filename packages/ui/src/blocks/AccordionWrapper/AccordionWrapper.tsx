import { accordionWrapperSpec, CREATOR_ROUTE_TYPE, DEFAULT_SLOT, YES_NO } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { SlotContent } from '../core/slots';

export const accordionWrapperBlock = defineBlock(accordionWrapperSpec, {
  slots: [DEFAULT_SLOT],
  render: function AccordionWrapper({ props, context, slots }) {
    const { t } = useTranslation();
    const isTerms = props.isTermsInEvents === YES_NO.YES && context.routeType === CREATOR_ROUTE_TYPE.EVENT;
    const title = props.title || (isTerms ? t('blocks.accordion.termsTitle') : '');
    return (
      <section id={isTerms ? 'event-terms' : undefined} data-terms={isTerms} className="divide-y divide-brand-line border-y border-brand-line">
        {title ? <h2 className="py-4 font-display text-h2">{title}</h2> : null}
        <SlotContent items={slots[DEFAULT_SLOT]} />
      </section>
    );
  },
});
