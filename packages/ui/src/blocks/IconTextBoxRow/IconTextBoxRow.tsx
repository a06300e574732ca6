import { ICON, type Icon, iconTextBoxRowSpec } from '@salon/domain';
import { BlockIcon } from '../core/BlockIcon';
import { defineBlock } from '../core/defineBlock';

function IconBox({ icon, title }: { icon: Icon; title: string }) {
  if (!title && icon === ICON.NONE) return null;
  return (
    <li className="flex flex-1 items-center gap-3 rounded bg-brand-paper p-4">
      <BlockIcon icon={icon} className="h-8 w-8 shrink-0 text-scheme-purple" />
      <span className="text-body font-semibold">{title}</span>
    </li>
  );
}

export const iconTextBoxRowBlock = defineBlock(iconTextBoxRowSpec, {
  render: function IconTextBoxRow({ props }) {
    return (
      <ul className="flex flex-col gap-4 md:flex-row">
        <IconBox icon={props.iconLeft} title={props.titleLeft} />
        <IconBox icon={props.iconRight} title={props.titleRight} />
      </ul>
    );
  },
});
