import { postContentSpec } from '@salon/domain';
import { defineBlock } from '../core/defineBlock';
import { RichText } from '../RichText/RichText';

export const postContentBlock = defineBlock(postContentSpec, {
  render: function PostContent({ props }) {
    return (
      <article id={props.uniqueId || undefined} className="mx-auto max-w-3xl">
        <RichText blocks={props.content} />
      </article>
    );
  },
});
