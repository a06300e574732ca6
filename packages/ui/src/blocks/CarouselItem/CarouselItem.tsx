import { carouselItemSpec, COLOR_SCHEME, COLOR_SCHEME_BY_NUMBER, isSlideVisible, safeHref } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import { CAROUSEL_IMAGE_SIZES, LOGO_SIZES } from '../core/imageSizes';
import { RENDER_MODE, type BlockRenderContext } from '../core/context';
import { defineBlock } from '../core/defineBlock';
import { InlineText } from '../core/InlineText';
import { schemeClasses } from '../core/schemes';


/** The domain rule with the render mode: editors see every slide. */
export const slideVisibleIn = (props: Record<string, unknown>, context: BlockRenderContext): boolean =>
  isSlideVisible(props, context.now, {
    editMode: context.mode === RENDER_MODE.EDIT,
    previewMode: context.mode === RENDER_MODE.PREVIEW,
  });

export const carouselItemBlock = defineBlock(carouselItemSpec, {
  render: function CarouselItem({ props, context }) {
    if (!slideVisibleIn(props, context)) return null;
    const scheme = COLOR_SCHEME_BY_NUMBER[props.colorSchemeNumber] ?? COLOR_SCHEME.BLUE;
    const href = safeHref(props.linkUrl);
    return (
      <article className={clsx('flex h-full flex-col overflow-hidden rounded md:flex-row', schemeClasses[scheme])}>
        <BlockImage src={props.imgSrc} alt={props.imgAlt} eager sizes={CAROUSEL_IMAGE_SIZES} className="aspect-[2/1] w-full object-cover md:w-3/5" />
        <div className="flex flex-1 flex-col justify-center gap-4 p-6">
          {props.brandImgSrc ? <BlockImage src={props.brandImgSrc} alt={props.brandImgAlt} sizes={LOGO_SIZES} className="h-10 w-auto self-start" /> : null}
          {/* h2: a slide is a top-level section of the page it is composed into, right under its h1. */}
          {props.title ? <InlineText as="h2" field="title" value={props.title} className="font-display text-h2" /> : null}
          {href && props.linkAlt ? (
            <a href={href} className="self-start rounded border-2 border-current px-4 py-2 text-body-sm font-semibold uppercase tracking-wide hover:bg-white/10">
              {props.linkAlt}
            </a>
          ) : null}
        </div>
      </article>
    );
  },
});
