import { splitPreviewRegularSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { PreviewCard } from '../core/previewCard';

export const splitPreviewRegularBlock = defineBlock(splitPreviewRegularSpec, {
  render: function SplitPreviewRegular({ props, context }) {
    return <PreviewCard props={props} context={context} variant="regular" />;
  },
});
