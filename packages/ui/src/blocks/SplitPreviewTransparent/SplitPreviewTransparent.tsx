import { splitPreviewTransparentSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { PreviewCard } from '../core/previewCard';

export const splitPreviewTransparentBlock = defineBlock(splitPreviewTransparentSpec, {
  render: function SplitPreviewTransparent({ props, context }) {
    return <PreviewCard props={props} context={context} variant="transparent" />;
  },
});
