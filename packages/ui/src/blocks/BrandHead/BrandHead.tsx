import { brandHeadSpec } from '@salon/domain';
import { BlockImage } from '../core/BlockImage';
import { HALF_FROM_MD_SIZES, LOGO_SIZES } from '../core/imageSizes';
import { ClampedText } from '../core/ClampedText';
import { defineBlock } from '../core/defineBlock';
import { translate } from '../core/translate';

export const brandHeadBlock = defineBlock(brandHeadSpec, {
  render: function BrandHead({ props, context }) {
    const title = translate(props.i18n_title, context.locale);
    const description = translate(props.i18n_description, context.locale);
    const Title = context.pageHasTitle ? 'h2' : 'h1';
    return (
      <header className="grid gap-6 md:grid-cols-2 md:items-center">
        <div className="flex flex-col gap-4">
          {props.logoSrc ? <BlockImage src={props.logoSrc} alt={props.logoAlt} eager sizes={LOGO_SIZES} className="h-12 w-auto self-start" /> : null}
          {title ? <Title className="font-display text-h1">{title}</Title> : null}
          {description ? (
            <ClampedText>
              <p className="text-body">{description}</p>
            </ClampedText>
          ) : null}
        </div>
        {/* A fixed ratio keeps the space before the image arrives: no layout shift under the head. */}
        <BlockImage src={props.imgSrc} alt={props.imgAlt} priority sizes={HALF_FROM_MD_SIZES} className="aspect-[3/2] w-full rounded object-cover" />
      </header>
    );
  },
});
