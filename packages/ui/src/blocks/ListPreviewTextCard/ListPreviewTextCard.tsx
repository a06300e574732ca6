import { listPreviewTextCardSpec } from '@salon/domain';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';
import { TextLink } from '../core/TextLink';

export const listPreviewTextCardBlock = defineBlock(listPreviewTextCardSpec, {
  render: function ListPreviewTextCard({ props }) {
    return (
      <article className="flex h-full flex-col overflow-hidden rounded border border-brand-line bg-brand-paper">
        <BlockImage src={props.imgSrc} alt={props.imgAlt} className="aspect-[4/3] w-full object-cover" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          {props.label ? <span className="self-start rounded bg-brand-accent px-2 py-0.5 text-body-sm font-semibold text-white">{props.label}</span> : null}
          {props.title ? <h3 className="text-h3">{props.title}</h3> : null}
          {props.subtitle ? <p className="text-body-sm text-brand-muted">{props.subtitle}</p> : null}
          {props.bigText ? <p className="font-display text-h2">{props.bigText}</p> : null}
          <TextLink url={props.linkUrl} text={props.linkText} className="mt-auto pt-2" />
        </div>
      </article>
    );
  },
});
