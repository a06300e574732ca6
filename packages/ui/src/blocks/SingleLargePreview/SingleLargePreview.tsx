import { singleLargePreviewSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { PreviewCard } from '../core/previewCard';

export const singleLargePreviewBlock = defineBlock(singleLargePreviewSpec, {
  render: function SingleLargePreview({ props, context }) {
    return <PreviewCard props={props} context={context} variant="large" />;
  },
});
