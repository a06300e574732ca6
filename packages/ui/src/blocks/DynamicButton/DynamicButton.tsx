import { ALIGNMENT, type Alignment, dynamicButtonSpec, safeHref } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';

const justify: Record<Alignment, string> = {
  [ALIGNMENT.LEFT]: 'justify-start',
  [ALIGNMENT.CENTER]: 'justify-center',
  [ALIGNMENT.RIGHT]: 'justify-end',
};

export const dynamicButtonBlock = defineBlock(dynamicButtonSpec, {
  render: function DynamicButton({ props }) {
    const href = safeHref(props.linkUrl);
    if (!href || !props.label.trim()) return null;
    return (
      <div className={`flex ${justify[props.alignment]}`}>
        <a href={href} className="rounded bg-brand-ink px-6 py-3 text-body font-semibold text-white hover:bg-brand-muted">
          {props.label}
        </a>
      </div>
    );
  },
});
