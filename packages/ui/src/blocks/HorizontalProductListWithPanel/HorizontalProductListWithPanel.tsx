import { horizontalProductListWithPanelSpec, PANEL_SIDE, TEXT_COLOR } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';
import { TextLink } from '../core/TextLink';
import { ProductListView } from '../core/ProductListView';

export const horizontalProductListWithPanelBlock = defineBlock(horizontalProductListWithPanelSpec, {
  render: function HorizontalProductListWithPanel({ props, context }) {
    const light = props.panelTextColor === TEXT_COLOR.WHITE;
    return (
      <section id={props.uniqueId || undefined} className={clsx('flex flex-col gap-4 lg:flex-row', props.panelSide === PANEL_SIDE.RIGHT && 'lg:flex-row-reverse')}>
        <div className={clsx('relative flex flex-col justify-end gap-2 overflow-hidden rounded p-6 lg:w-1/4', light ? 'bg-scheme-blue text-white' : 'bg-brand-surface text-text-black')}>
          {props.imgSrc ? <BlockImage src={props.imgSrc} alt={props.imgAlt} className="mb-2 w-full rounded object-cover" /> : null}
          {props.label ? <span className="self-start rounded bg-brand-accent px-2 py-0.5 text-body-sm font-semibold text-white">{props.label}</span> : null}
          {props.title ? <h2 className="font-display text-h2">{props.title}</h2> : null}
          {props.subtitle ? <p className="text-body">{props.subtitle}</p> : null}
          {props.bigText ? <p className="font-display text-h1">{props.bigText}</p> : null}
          {props.bottomLabel ? <p className="text-body-sm">{props.bottomLabel}</p> : null}
          <TextLink url={props.linkUrl} text={props.linkText} />
        </div>
        <div className="min-w-0 flex-1">
          <ProductListView
            queryType={props.queryType}
            favouriteBrandId={props.favouriteBrandId}
            listType={props.listType}
            label={props.title || props.label}
            context={context}
          />
        </div>
      </section>
    );
  },
});
