import { staticTextItemSpec } from '@salon/domain';
import { BlockIcon } from '../core/BlockIcon';
import { defineBlock } from '../core/defineBlock';
import { translate } from '../core/translate';

export const staticTextItemBlock = defineBlock(staticTextItemSpec, {
  render: function StaticTextItem({ props, context }) {
    const title = translate(props.i18n_title, context.locale);
    const description = translate(props.i18n_description, context.locale);
    return (
      <div className="flex gap-3">
        <BlockIcon icon={props.icon} className="h-8 w-8 shrink-0 text-scheme-blue" />
        <div>
          {title ? <h3 className="text-h3">{title}</h3> : null}
          {description ? <p className="mt-1 text-body-sm text-brand-muted">{description}</p> : null}
        </div>
      </div>
    );
  },
});
