import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { createContext, memo, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { IconButton } from '../../primitives/IconButton';
import { useWindowRows } from './useWindowRows';

export interface SortableMove {
  id: string;
  from: number;
  to: number;
}

export interface SortableListProps<Item> {
  items: readonly Item[];
  getId: (item: Item) => string;
  /** The item's name in the drag handle's label and in the screen-reader announcements. */
  getLabel: (item: Item) => string;
  /**
   * The item's content; `handle` is the drag handle button, placed where the caller wants it.
   * Rows re-render only when their item, label or this function changes: keep it stable
   * (useCallback) and long lists stay cheap to drag and to change.
   */
  renderItem: (item: Item, handle: ReactNode) => ReactNode;
  /** Called after a drop that changed the order, with every id in the new order. */
  onReorder: (ids: string[], move: SortableMove) => void;
  /** Accessible name of the list. */
  label: string;
  disabled?: boolean;
  className?: string;
  /**
   * For a list that scrolls with the window and can grow long (the creator's blocks): from 60
   * rows on, only the rows near the viewport are rendered (useWindowRows). Off by default: a list
   * inside a scrolling box (a modal) must not be windowed against the window.
   */
  windowed?: boolean;
}

// A list only ever sorts up and down, so a sideways drag must not move the item off its column.
const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The row's drag handle wiring, read by the handle alone: a drag state change re-renders the handle, not the row's content. */
interface HandleWiring {
  attributes: ReturnType<typeof useSortable>['attributes'];
  listeners: ReturnType<typeof useSortable>['listeners'];
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  disabled: boolean | undefined;
}
const HandleContext = createContext<HandleWiring | null>(null);

function SortableHandle({ label }: { label: string }) {
  const { t } = useTranslation();
  const wiring = useContext(HandleContext);
  if (!wiring) return null;
  const { attributes, listeners, setActivatorNodeRef, disabled } = wiring;
  return (
    <IconButton
      variant="unstyled"
      size="sm"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      label={t('creatorEditing.dragHandle', { name: label })}
      data-drag-handle=""
      className={clsx(
        'touch-none rounded border border-brand-line text-brand-ink',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-grab focus-visible:outline-2 focus-visible:outline-brand-ink active:cursor-grabbing',
      )}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4" fill="currentColor">
        <circle cx="5" cy="3" r="1.3" />
        <circle cx="11" cy="3" r="1.3" />
        <circle cx="5" cy="8" r="1.3" />
        <circle cx="11" cy="8" r="1.3" />
        <circle cx="5" cy="13" r="1.3" />
        <circle cx="11" cy="13" r="1.3" />
      </svg>
    </IconButton>
  );
}

interface RowBodyProps<Item> {
  item: Item;
  label: string;
  renderItem: (item: Item, handle: ReactNode) => ReactNode;
}
/**
 * The caller's content of one row, memoised: every row's useSortable re-renders on each drag
 * step and every list change, and with hundreds of rows re-running each row's content was most
 * of a keyboard move's cost. The handle element is the same object across renders, so a caller's
 * memoised row can skip too.
 */
const RowBody = memo(function RowBody<Item>({ item, label, renderItem }: RowBodyProps<Item>) {
  const handle = useMemo(() => <SortableHandle label={label} />, [label]);
  return renderItem(item, handle);
}) as <Item>(props: RowBodyProps<Item>) => ReactNode;

interface SortableRowProps<Item> extends RowBodyProps<Item> {
  id: string;
  disabled?: boolean;
  index: number;
  /** Set when the list renders only some rows: the row measures itself and tells screen readers its place in the whole list. */
  windowed: { count: number; measure: (element: Element | null) => void } | null;
}

function SortableRow<Item>({ id, item, label, disabled, renderItem, index, windowed }: SortableRowProps<Item>) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('creatorEditing.roleDescription') },
  });
  const wiring = useMemo(() => ({ attributes, listeners, setActivatorNodeRef, disabled }), [attributes, listeners, setActivatorNodeRef, disabled]);
  const measure = windowed?.measure;
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      measure?.(element);
    },
    [setNodeRef, measure],
  );
  return (
    <li
      ref={ref}
      data-sortable-id={id}
      {...(windowed && { 'data-index': index, 'aria-posinset': index + 1, 'aria-setsize': windowed.count })}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx('relative', isDragging && 'z-modal-local rounded bg-brand-surface shadow-lg')}
    >
      <HandleContext.Provider value={wiring}>
        <RowBody item={item} label={label} renderItem={renderItem} />
      </HandleContext.Provider>
    </li>
  );
}

/**
 * A vertical list reorderable by pointer or keyboard (dnd-kit): Space/Enter on a handle picks
 * the item up, the arrow keys move it, Space/Enter drops, Escape cancels; every step is
 * announced in the current language. The order lives with the caller: the list only reports it.
 * With `windowed`, a long list (60 rows or more, useWindowRows) renders only the rows near the viewport.
 */
export function SortableList<Item>({ items, getId, getLabel, renderItem, onReorder, label, disabled, className, windowed: mayWindow = false }: SortableListProps<Item>) {
  const { t } = useTranslation();
  // dnd-kit numbers its describedby ids with a module counter; a React id keeps server and client markup equal.
  const contextId = useId();
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const list = useRef<HTMLOListElement>(null);
  // The row being dragged stays rendered while the window scrolls away from it.
  const [active, setActive] = useState<string | null>(null);
  const getKey = useCallback((index: number) => ids[index]!, [ids]);
  const rows = useWindowRows(list, mayWindow ? ids.length : 0, getKey, active === null ? -1 : ids.indexOf(active));
  const measure = rows?.measure;
  const windowed = useMemo(() => (measure ? { count: ids.length, measure } : null), [measure, ids.length]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? String(id) : getLabel(item);
  };
  const place = (id: UniqueIdentifier | undefined) => ({ position: ids.indexOf(String(id)) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('creatorEditing.pickedUp', { name: labelOf(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('creatorEditing.movedOver', { name: labelOf(active.id), ...place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('creatorEditing.dropped', { name: labelOf(active.id), ...place(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('creatorEditing.cancelled', { name: labelOf(active.id), ...place(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActive(null);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to), { id: String(active.id), from, to });
  };

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[lockToVerticalAxis]}
      onDragStart={({ active }) => setActive(String(active.id))}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('creatorEditing.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol ref={list} aria-label={label} className={clsx('flex flex-col gap-2', className)} style={rows ? { paddingTop: rows.paddingTop, paddingBottom: rows.paddingBottom } : undefined}>
          {(rows ? items.slice(rows.first, rows.last + 1) : items).map((item, offset) => {
            const index = (rows?.first ?? 0) + offset;
            return <SortableRow key={ids[index]} id={ids[index]!} index={index} windowed={windowed} item={item} label={getLabel(item)} disabled={disabled} renderItem={renderItem} />;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
