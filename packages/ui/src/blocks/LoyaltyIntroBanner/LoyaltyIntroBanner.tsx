import { DEFAULT_SLOT, loyaltyIntroBannerSpec, TEXT_COLOR } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import { HALF_FROM_MD_SIZES } from '../core/imageSizes';
import { defineBlock } from '../core/defineBlock';
import { SlotContent } from '../core/slots';

export const loyaltyIntroBannerBlock = defineBlock(loyaltyIntroBannerSpec, {
  slots: [DEFAULT_SLOT],
  render: function LoyaltyIntroBanner({ props, slots }) {
    const light = props.textColor === TEXT_COLOR.WHITE;
    return (
      <section className={clsx('grid overflow-hidden rounded md:grid-cols-2', light ? 'bg-scheme-purple text-white' : 'bg-brand-surface text-text-black')}>
        <div className="flex flex-col justify-center gap-4 p-6 md:p-10">
          {props.title ? <h2 className="font-display text-h1">{props.title}</h2> : null}
          {props.description ? <p className="text-lead">{props.description}</p> : null}
          <SlotContent items={slots[DEFAULT_SLOT]} />
        </div>
        <BlockImage src={props.imgSrc} alt={props.imgAlt} eager sizes={HALF_FROM_MD_SIZES} className="h-full min-h-64 w-full object-cover" />
      </section>
    );
  },
});
