import { DEFAULT_SLOT, loyaltyImageAndTextSpec, PANEL_SIDE } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';
import { SlotContent } from '../core/slots';
import { RichText } from '../RichText/RichText';

export const loyaltyImageAndTextBlock = defineBlock(loyaltyImageAndTextSpec, {
  slots: [DEFAULT_SLOT],
  render: function LoyaltyImageAndText({ props, slots }) {
    return (
      <section className={clsx('flex flex-col gap-6 md:items-center', props.imageSide === PANEL_SIDE.LEFT ? 'md:flex-row-reverse' : 'md:flex-row')}>
        <div className="flex flex-1 flex-col gap-4">
          {props.title ? <h2 className="font-display text-h2">{props.title}</h2> : null}
          <RichText blocks={props.content} />
          <SlotContent items={slots[DEFAULT_SLOT]} />
        </div>
        <BlockImage src={props.imgSrc} alt={props.imgAlt} className="w-full rounded object-cover md:w-1/2" />
      </section>
    );
  },
});
