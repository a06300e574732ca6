import { DEFAULT_SLOT, SPLIT_PREVIEW_DEFAULT_GAP_PX, splitPreviewWrapperSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { readPixels } from '../core/numbers';

export const splitPreviewWrapperBlock = defineBlock(splitPreviewWrapperSpec, {
  slots: [DEFAULT_SLOT],
  render: function SplitPreviewWrapper({ props, slots }) {
    const items = slots[DEFAULT_SLOT] ?? [];
    if (items.length === 0) return null;
    return (
      <div className="flex flex-col md:flex-row" style={{ gap: readPixels(props.gap, SPLIT_PREVIEW_DEFAULT_GAP_PX) }}>
        {items.map((child) => (
          <div key={child.uuid} className="min-w-0 flex-1">
            {child.element}
          </div>
        ))}
      </div>
    );
  },
});
