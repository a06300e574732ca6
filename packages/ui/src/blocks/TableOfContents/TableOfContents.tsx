import { DEFAULT_SLOT, tableOfContentsSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';

export const tableOfContentsBlock = defineBlock(tableOfContentsSpec, {
  slots: [DEFAULT_SLOT],
  render: function TableOfContents({ props, slots }) {
    const { t } = useTranslation();
    const items = slots[DEFAULT_SLOT] ?? [];
    if (items.length === 0) return null;
    const title = props.title || t('blocks.tableOfContents.title');
    return (
      <nav aria-label={title} className="rounded bg-brand-surface p-4">
        <h2 className="mb-3 text-h3">{title}</h2>
        <ul className="flex flex-wrap gap-2">
          {items.map((child) => (
            <li key={child.uuid}>{child.element}</li>
          ))}
        </ul>
      </nav>
    );
  },
});
