import { listPreviewTextCardSpec } from '@salon/domain';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';
import { safeHref } from '../core/safeUrl';

export const listPreviewTextCardBlock = defineBlock(listPreviewTextCardSpec, {
  render: function ListPreviewTextCard({ props }) {
    const href = safeHref(props.linkUrl);
    return (
      <article className="flex h-full flex-col overflow-hidden rounded border border-brand-line bg-brand-paper">
        <BlockImage src={props.imgSrc} alt={props.imgAlt} className="aspect-[4/3] w-full object-cover" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          {props.label ? <span className="self-start rounded bg-brand-accent px-2 py-0.5 text-body-sm font-semibold text-white">{props.label}</span> : null}
          {props.title ? <h3 className="text-h3">{props.title}</h3> : null}
          {props.subtitle ? <p className="text-body-sm text-brand-muted">{props.subtitle}</p> : null}
          {props.bigText ? <p className="font-display text-h2">{props.bigText}</p> : null}
          {href && props.linkText ? (
            <a href={href} className="mt-auto pt-2 font-semibold underline underline-offset-4">
              {props.linkText}
            </a>
          ) : null}
        </div>
      </article>
    );
  },
});
