import { SPACER_DEFAULT_HEIGHT_PX, spacerSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { readPixels } from '../core/numbers';

export const spacerBlock = defineBlock(spacerSpec, {
  render: function Spacer({ props }) {
    return <div aria-hidden="true" style={{ height: readPixels(props.height, SPACER_DEFAULT_HEIGHT_PX) }} />;
  },
});
