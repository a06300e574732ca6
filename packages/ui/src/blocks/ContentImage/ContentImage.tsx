import { contentImageSpec, CORNER_STYLE } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';

export const contentImageBlock = defineBlock(contentImageSpec, {
  render: function ContentImage({ props }) {
    return (
      <figure id={props.uniqueId || undefined} data-corner-style={props.cornerStyle}>
        <BlockImage
          src={props.imgSrc}
          alt={props.imgAlt}
          className={clsx('h-auto w-full', props.cornerStyle === CORNER_STYLE.ROUNDED && 'rounded-2xl')}
        />
      </figure>
    );
  },
});
