import { scrollToButtonSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { anchorId, scrollToAnchor } from '../core/scrollToAnchor';

export const scrollToButtonBlock = defineBlock(scrollToButtonSpec, {
  render: function ScrollToButton({ props }) {
    const id = anchorId(props.targetId);
    if (!id || !props.label.trim()) return null;
    return (
      <a href={`#${id}`} onClick={(event) => scrollToAnchor(event, id)} className="inline-block rounded-full border border-brand-ink px-4 py-2 text-body-sm font-semibold hover:bg-brand-surface">
        {props.label}
      </a>
    );
  },
});
