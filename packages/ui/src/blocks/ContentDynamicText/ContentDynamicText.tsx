import { contentDynamicTextSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { RichText } from '../RichText/RichText';

export const contentDynamicTextBlock = defineBlock(contentDynamicTextSpec, {
  render: function ContentDynamicText({ props }) {
    return <RichText blocks={props.content} />;
  },
});
