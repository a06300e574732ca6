import type { ComponentNode } from '@salon/block-registry';
import { allowedChildren, insertDirections } from '@salon/domain';
import { Button, SortableList, useBlockLabel, useTranslation } from '@salon/ui';
import { memo, useCallback, type ReactNode } from 'react';
import type { InsertTarget } from '../../state/actions/insert';
import type { ClipboardBlock } from '../../state/clipboard';
import { TOP_LEVEL } from '../../state/history';

/** What the rows do; one object that keeps its identity across renders (useStableActions), so rows can skip re-rendering. */
export interface BlockTreeActions {
  onSelect: (uuid: string) => void;
  onInsert: (target: InsertTarget) => void;
  onCopy: (node: ComponentNode) => void;
  onPaste: (parent: ComponentNode) => void;
  onDuplicate: (node: ComponentNode, parent: ComponentNode | null) => void;
  onDelete: (node: ComponentNode) => void;
  /** A parent's children (TOP_LEVEL: the top level) dragged or moved by keyboard into a new order. */
  onReorder: (parentKey: string, ids: string[]) => void;
}

export interface BlockTreeProps {
  nodes: readonly ComponentNode[];
  /** The block these are the children of; null for the top level. */
  parent: ComponentNode | null;
  selected: string | null;
  /** Uuids of blocks with unsaved props (marked with *). */
  edited: Readonly<Record<string, unknown>>;
  clipboard: ClipboardBlock | null;
  /** Whether the top level is a placeholder's. */
  inPlaceholder: boolean;
  actions: BlockTreeActions;
}

/** Whether the node or a block below it passes: a row gets the selection and the edits only when they concern it. */
function anyInside(node: ComponentNode, test: (uuid: string) => boolean): boolean {
  return test(node.component.uuid) || Object.values(node.slots).some((children) => children.some((child) => anyInside(child, test)));
}
const NOTHING_EDITED: Readonly<Record<string, unknown>> = {};

/**
 * The blocks as a nested sortable list, each with what the composition rules allow on it. Rows are
 * memoised and get only the selection and edits inside them: a change re-renders the rows it
 * touches, not the whole page's list.
 */
export const BlockTree = memo(function BlockTree({ nodes, parent, selected, edited, clipboard, inPlaceholder, actions }: BlockTreeProps) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const getLabel = useCallback((node: ComponentNode) => blockLabel(node.component.name), [blockLabel]);
  const { onReorder } = actions;
  const reorder = useCallback((ids: string[]) => onReorder(parent?.component.uuid ?? TOP_LEVEL, ids), [onReorder, parent]);
  const renderItem = useCallback(
    (node: ComponentNode, handle: ReactNode) => (
      <BlockRow
        node={node}
        handle={handle}
        parent={parent}
        selected={selected && anyInside(node, (uuid) => uuid === selected) ? selected : null}
        edited={anyInside(node, (uuid) => uuid in edited) ? edited : NOTHING_EDITED}
        clipboard={clipboard}
        inPlaceholder={inPlaceholder}
        actions={actions}
      />
    ),
    [parent, selected, edited, clipboard, inPlaceholder, actions],
  );
  return (
    <SortableList<ComponentNode>
      items={nodes}
      label={parent ? t('creatorEditing.childrenOf', { name: blockLabel(parent.component.name) }) : t('adminPages.blocks')}
      getId={getId}
      getLabel={getLabel}
      onReorder={reorder}
      className="border-l border-brand-line pl-3"
      renderItem={renderItem}
      // The editor's column scrolls with the page; a page's top level can hold hundreds of blocks.
      windowed
    />
  );
});

const getId = (node: ComponentNode) => node.component.uuid;

interface BlockRowProps extends Omit<BlockTreeProps, 'nodes'> {
  node: ComponentNode;
  handle: ReactNode;
}

const BlockRow = memo(function BlockRow({ node, handle, parent, selected, edited, clipboard, inPlaceholder, actions }: BlockRowProps) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const { component } = node;
  const name = blockLabel(component.name);
  const children = node.slots.default ?? [];
  const canHaveChildren = allowedChildren(component.name).length > 0;
  const canAddSibling = insertDirections(component.name).length > 0 && allowedChildren(parent?.component.name ?? null, { inPlaceholder }).length > 0;
  const { onSelect, onInsert, onCopy, onDuplicate, onPaste, onDelete } = actions;
  return (
    <div data-testid={`block-${component.name}`} data-uuid={component.uuid} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {handle}
        <span className={component.uuid === selected ? 'font-semibold' : undefined}>
          {name}
          {edited[component.uuid] ? ' *' : ''}
        </span>
        <Button variant="link" onClick={() => onSelect(component.uuid)} className="text-body-sm" aria-label={`${t('adminPages.edit')} ${name}`}>
          {t('adminPages.edit')}
        </Button>
        {canAddSibling && (
          <Button variant="link" onClick={() => onInsert({ parent, anchor: node })} className="text-body-sm">
            {t('adminPages.addNextTo', { name })}
          </Button>
        )}
        {canHaveChildren && (
          <Button variant="link" onClick={() => onInsert({ parent: node, anchor: children.at(-1) ?? null })} className="text-body-sm">
            {t('adminPages.addInside', { name })}
          </Button>
        )}
        <Button variant="link" onClick={() => onCopy(node)} className="text-body-sm" aria-label={t('creatorEditing.copyBlock', { name })}>
          {t('creatorEditing.copy')}
        </Button>
        <Button variant="link" onClick={() => onDuplicate(node, parent)} className="text-body-sm" aria-label={t('creatorEditing.duplicateBlock', { name })}>
          {t('creatorEditing.duplicate')}
        </Button>
        {canHaveChildren && clipboard && (
          <Button variant="link" onClick={() => onPaste(node)} className="text-body-sm">
            {t('creatorEditing.pasteInside', { name: blockLabel(clipboard.name), target: name })}
          </Button>
        )}
        <Button variant="link" onClick={() => onDelete(node)} className="text-body-sm text-status-error" aria-label={`${t('adminPages.delete')} ${name}`}>
          {t('adminPages.delete')}
        </Button>
      </div>
      {children.length > 0 && <BlockTree nodes={children} parent={node} selected={selected} edited={edited} clipboard={clipboard} inPlaceholder={inPlaceholder} actions={actions} />}
    </div>
  );
});
