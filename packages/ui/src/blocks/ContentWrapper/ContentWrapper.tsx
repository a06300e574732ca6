import { contentWrapperSpec, DEFAULT_SLOT } from '@salon/domain';
import clsx from 'clsx';
import { defineBlock } from '../core/defineBlock';
import { SlotContent } from '../core/slots';

const WIDTH = { narrow: 'max-w-3xl', wide: 'max-w-page' } as const;

export const contentWrapperBlock = defineBlock(contentWrapperSpec, {
  slots: [DEFAULT_SLOT],
  render: function ContentWrapper({ props, slots }) {
    return (
      <div id={props.uniqueId || undefined} className={clsx('mx-auto flex w-full flex-col gap-6', WIDTH[props.width])}>
        <SlotContent items={slots[DEFAULT_SLOT]} />
      </div>
    );
  },
});
