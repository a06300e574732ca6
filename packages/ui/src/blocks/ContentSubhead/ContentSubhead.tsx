import { contentSubheadSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { InlineText } from '../core/InlineText';
import { anchorId } from '../core/scrollToAnchor';

export const contentSubheadBlock = defineBlock(contentSubheadSpec, {
  render: function ContentSubhead({ props }) {
    if (!props.title.trim()) return null;
    return (
      <InlineText as="h2" field="title" value={props.title} id={anchorId(props.uniqueId) || undefined} className="scroll-mt-20 font-display text-h2" />
    );
  },
});
