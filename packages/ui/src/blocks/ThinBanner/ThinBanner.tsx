import { TEXT_COLOR, thinBannerSpec, safeHref } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';

export const thinBannerBlock = defineBlock(thinBannerSpec, {
  render: function ThinBanner({ props }) {
    const href = safeHref(props.linkUrl);
    const light = props.textColor === TEXT_COLOR.WHITE;
    const content = (
      <>
        {props.imgSrc ? <BlockImage src={props.imgSrc} alt="" className="h-10 w-auto" /> : null}
        <span className="font-semibold">{props.label}</span>
        {props.linkText ? <span className="underline underline-offset-4">{props.linkText}</span> : null}
      </>
    );
    const className = clsx(
      'flex w-full items-center justify-center gap-4 rounded px-4 py-3 text-body',
      light ? 'bg-brand-ink text-white' : 'bg-scheme-green-accent text-text-black',
    );
    // The whole banner is the link: clicking anywhere follows linkUrl.
    return href ? (
      <a href={href} className={clsx(className, 'hover:opacity-90')}>
        {content}
      </a>
    ) : (
      <div className={className}>{content}</div>
    );
  },
});
