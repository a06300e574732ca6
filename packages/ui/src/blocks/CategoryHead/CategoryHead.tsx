import { categoryHeadSpec } from '@salon/domain';
import { BlockImage } from '../core/BlockImage';
import { ClampedText } from '../core/ClampedText';
import { defineBlock } from '../core/defineBlock';

export const categoryHeadBlock = defineBlock(categoryHeadSpec, {
  render: function CategoryHead({ props }) {
    return (
      <header className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="flex-1">
          {props.title ? <h1 className="font-display text-h1">{props.title}</h1> : null}
          {props.description ? (
            <ClampedText isCategory className="mt-2">
              <p className="text-body">{props.description}</p>
            </ClampedText>
          ) : null}
        </div>
        {props.imgSrc ? <BlockImage src={props.imgSrc} alt={props.imgAlt} className="w-full rounded object-cover md:w-1/3" /> : null}
      </header>
    );
  },
});
