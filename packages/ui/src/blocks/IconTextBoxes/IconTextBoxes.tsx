import { DEFAULT_SLOT, iconTextBoxesSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { SlotContent } from '../core/slots';

export const iconTextBoxesBlock = defineBlock(iconTextBoxesSpec, {
  slots: [DEFAULT_SLOT],
  render: function IconTextBoxes({ props, slots }) {
    return (
      <section className="rounded bg-brand-surface p-6">
        {props.title ? <h2 className="font-display text-h2">{props.title}</h2> : null}
        {props.subtitle ? <p className="mt-1 text-lead text-brand-muted">{props.subtitle}</p> : null}
        <div className="mt-4 flex flex-col gap-4">
          <SlotContent items={slots[DEFAULT_SLOT]} />
        </div>
      </section>
    );
  },
});
