import { labelTextItemSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { translate } from '../core/translate';

export const labelTextItemBlock = defineBlock(labelTextItemSpec, {
  render: function LabelTextItem({ props, context }) {
    const label = translate(props.i18n_label, context.locale);
    const value = translate(props.i18n_value, context.locale);
    if (!label && !value) return null;
    return (
      <div className="flex gap-2 text-body-sm">
        <dt className="font-semibold">{label}</dt>
        <dd className="text-brand-muted">{value}</dd>
      </div>
    );
  },
});
