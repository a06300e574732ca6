import { DEFAULT_SLOT, textCardListSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { HorizontalScroller } from '../core/HorizontalScroller';

export const textCardListBlock = defineBlock(textCardListSpec, {
  slots: [DEFAULT_SLOT],
  render: function TextCardList({ props, slots }) {
    const { t } = useTranslation();
    const cards = slots[DEFAULT_SLOT] ?? [];
    if (cards.length === 0) return null;
    return (
      <section id={props.uniqueId || undefined}>
        {props.title ? <h2 className="mb-4 font-display text-h2">{props.title}</h2> : null}
        <HorizontalScroller label={props.title || t('blocks.list.label')} items={cards.map((card) => ({ key: card.uuid, node: card.element }))} />
      </section>
    );
  },
});
