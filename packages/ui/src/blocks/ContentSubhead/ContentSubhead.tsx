import { contentSubheadSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { anchorId } from '../core/scrollToAnchor';

export const contentSubheadBlock = defineBlock(contentSubheadSpec, {
  render: function ContentSubhead({ props }) {
    if (!props.title.trim()) return null;
    return (
      <h2 id={anchorId(props.uniqueId) || undefined} className="scroll-mt-20 font-display text-h2">
        {props.title}
      </h2>
    );
  },
});
