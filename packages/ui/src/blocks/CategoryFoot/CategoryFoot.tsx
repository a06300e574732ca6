import { categoryFootSpec } from '@salon/domain';
import { BlockImage } from '../core/BlockImage';
import { ClampedText } from '../core/ClampedText';
import { defineBlock } from '../core/defineBlock';

export const categoryFootBlock = defineBlock(categoryFootSpec, {
  render: function CategoryFoot({ props }) {
    return (
      <footer className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="flex-1">
          {props.title ? <h2 className="font-display text-h1">{props.title}</h2> : null}
          {props.description ? (
            <ClampedText isCategory className="mt-2">
              <p className="text-body">{props.description}</p>
            </ClampedText>
          ) : null}
        </div>
        {props.imgSrc ? <BlockImage src={props.imgSrc} alt={props.imgAlt} className="w-full rounded object-cover md:w-1/3" /> : null}
      </footer>
    );
  },
});
