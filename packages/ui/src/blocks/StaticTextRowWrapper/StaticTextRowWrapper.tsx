import { DEFAULT_SLOT, staticTextRowWrapperSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';

export const staticTextRowWrapperBlock = defineBlock(staticTextRowWrapperSpec, {
  slots: [DEFAULT_SLOT],
  render: function StaticTextRowWrapper({ props, slots }) {
    const items = slots[DEFAULT_SLOT] ?? [];
    if (items.length === 0) return null;
    return (
      <ul id={props.uniqueId || undefined} className="grid gap-6 md:auto-cols-fr md:grid-flow-col">
        {items.map((child) => (
          <li key={child.uuid}>{child.element}</li>
        ))}
      </ul>
    );
  },
});
