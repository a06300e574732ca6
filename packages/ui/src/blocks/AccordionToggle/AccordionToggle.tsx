import { accordionToggleSpec, YES_NO } from '@salon/domain';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';
import { RichText } from '../RichText/RichText';

export const accordionToggleBlock = defineBlock(accordionToggleSpec, {
  render: function AccordionToggle({ props }) {
    // <details> works without JavaScript and in server-rendered HTML.
    return (
      <details open={props.isOpen === YES_NO.YES} className="group py-2">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-2 text-h3">
          <span>{props.title}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="flex flex-col gap-4 pb-4 md:flex-row">
          {props.imgSrc ? <BlockImage src={props.imgSrc} alt="" className="w-full rounded object-cover md:w-1/3" /> : null}
          <RichText blocks={props.content} className="flex-1" />
        </div>
      </details>
    );
  },
});
