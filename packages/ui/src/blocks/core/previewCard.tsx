import type { ColorScheme, PreviewProps } from '@salon/domain';
import clsx from 'clsx';
import { schemeClasses } from './schemes';
import { BlockImage } from './BlockImage';
import { InlineText } from './InlineText';
import { safeHref } from '@salon/domain';
import { translate } from './translate';
import type { BlockRenderContext } from './context';

export type PreviewVariant = 'large' | 'regular' | 'mini' | 'transparent';

const variantLayout: Record<PreviewVariant, string> = {
  large: 'md:flex-row md:min-h-96',
  regular: 'flex-col',
  mini: 'flex-row items-center',
  transparent: 'flex-col',
};

/** A linked preview card: image plus translated title and description on a scheme colour. */
export function PreviewCard({ props, context, variant }: { props: PreviewProps; context: BlockRenderContext; variant: PreviewVariant }) {
  const title = translate(props.i18n_title, context.locale);
  const description = translate(props.i18n_description, context.locale);
  const href = safeHref(props.linkUrl);
  const scheme: ColorScheme = props.bgColor;
  const body = (
    <>
      <BlockImage
        src={props.imgSrc}
        alt={props.imgAlt}
        className={clsx('object-cover', variant === 'mini' ? 'h-24 w-24 shrink-0 rounded' : 'aspect-[3/2] w-full', variant === 'large' && 'md:w-3/5')}
      />
      <div className={clsx('flex flex-1 flex-col justify-center gap-2', variant === 'mini' ? 'p-3' : 'p-6')}>
        {title ? (
          <InlineText
            as="h3"
            field="i18n_title"
            value={title}
            locale={context.locale}
            className={clsx('font-display', variant === 'large' ? 'text-h1' : variant === 'mini' ? 'text-h3' : 'text-h2')}
          />
        ) : null}
        {description ? (
          <InlineText as="p" field="i18n_description" value={description} locale={context.locale} multiline className={variant === 'mini' ? 'text-body-sm' : 'text-body'} />
        ) : null}
      </div>
    </>
  );
  const className = clsx(
    'group flex h-full overflow-hidden rounded',
    variantLayout[variant],
    variant === 'transparent' ? 'bg-transparent text-text-black' : schemeClasses[scheme],
  );
  return href ? (
    <a href={href} className={clsx(className, 'hover:opacity-95')} data-variant={variant}>
      {body}
    </a>
  ) : (
    <div className={className} data-variant={variant}>
      {body}
    </div>
  );
}
