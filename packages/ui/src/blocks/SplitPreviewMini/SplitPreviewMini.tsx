import { splitPreviewMiniSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { PreviewCard } from '../core/previewCard';

export const splitPreviewMiniBlock = defineBlock(splitPreviewMiniSpec, {
  render: function SplitPreviewMini({ props, context }) {
    return <PreviewCard props={props} context={context} variant="mini" />;
  },
});
