import { buildComponentTree, type ComponentNode } from '@salon/block-registry';
import { BLOCK_SPECS, incompleteComponents, shortCodeFromLocale, type BlockName, type CreatorRouteType } from '@salon/domain';
import { BlockFieldForm, BlockInsertMenu, Button, CREATOR_VIEWPORT, CREATOR_VIEWPORT_WIDTH, ConfirmDialog, SaveBlockedAlert, ViewportToggle, useBlockLabel, useTranslation, type BlockInsertRequest, type BlockProps, type CreatorViewport } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ComponentTreeRequest, CreatorScheme } from '../../api';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite, useRefetchLists } from '../../host/useCreatorWrite';
import { useCreatorLabels } from '../../labels';
import { schemeQueries } from '../../queries';
import { planDuplicate } from '../../state/actions/duplicate';
import { planInsert, type EditorScope, type InsertTarget } from '../../state/actions/insert';
import { planPaste } from '../../state/actions/paste';
import { toClipboardBlock } from '../../state/clipboard';
import { creatorReducer } from '../../state/creatorReducer';
import { initialHistory, TOP_LEVEL, unsavedCount } from '../../state/history';
import { BlockTree, type BlockTreeActions } from './BlockTree';
import { EditorToolbar } from './EditorToolbar';
import { useClipboard } from './useClipboard';
import { usePreviewSync } from './usePreviewSync';
import { useStableActions } from './useStableActions';
import { useStableTree } from './stableTree';
import { useUndoShortcuts } from './useUndoShortcuts';

export interface EditorPanelProps {
  scheme: CreatorScheme;
  /** The placeholder whose blocks are edited; null for the scheme's own. */
  placeholderUuid: string | null;
  /** The block to open first (the `component` query parameter). */
  initialComponent: string | null;
  /** Mark empty required fields from the start (the editor was opened from a refused publication). */
  checkRequired?: boolean;
  onLeavePlaceholder: () => void;
  /** Opens a placeholder in the editor (after a block was added in a new one). */
  onEnterPlaceholder: (uuid: string) => void;
  /** 1-based page of the composed page the preview shows (the `page` query parameter). */
  page?: number;
}

/**
 * The block editor: the tree of the scheme (or placeholder), an add menu that offers only what
 * the composition rules allow, generated field forms, and unsaved changes (props and orders) with
 * undo and redo (the pure actions of ../../state). Inserts, pastes, duplicates and deletes are
 * each one API call and one transaction; Save writes the unsaved props and orders.
 */
export function EditorPanel({ scheme, placeholderUuid, initialComponent, checkRequired = false, onLeavePlaceholder, onEnterPlaceholder, page = 1 }: EditorPanelProps) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const { api, notify, renderMediaPicker, previewHref } = useCreatorHost();
  const write = useCreatorWrite();
  const refetch = useRefetchLists();
  const components = useQuery(schemeQueries.components(api, scheme.uuid));
  const blueprints = useQuery(schemeQueries.blueprints(api, scheme.uuid));
  // The open placeholder's name for the heading (the same list the placeholders tab reads).
  const placeholders = useQuery({ ...schemeQueries.placeholders(api, scheme.uuid), enabled: !!placeholderUuid });
  const labels = useCreatorLabels();
  const openPlaceholder = placeholders.data?.results.find((placeholder) => placeholder.uuid === placeholderUuid);
  const [history, dispatch] = useReducer(creatorReducer<BlockProps>, undefined, initialHistory<BlockProps>);
  const { present: edits, version: formVersion } = history;
  const [picking, setPicking] = useState<((url: string) => void) | null>(null);
  const [selected, setSelected] = useState<string | null>(initialComponent);
  // The URL's component can arrive after mount (a refused publication opens a block through it).
  useEffect(() => {
    if (initialComponent) setSelected(initialComponent);
  }, [initialComponent]);
  const [inserting, setInserting] = useState<InsertTarget | null>(null);
  const [deleting, setDeleting] = useState<ComponentNode | null>(null);
  const [viewport, setViewport] = useState<CreatorViewport>(CREATOR_VIEWPORT.SCREEN);
  const [saving, setSaving] = useState(false);
  const [saveRefused, setSaveRefused] = useState(false);
  const [showMissing, setShowMissing] = useState(checkRequired);
  const frame = useRef<HTMLIFrameElement>(null);
  const [clipboard, storeClipboard] = useClipboard();

  const all = useMemo(
    () =>
      (components.data?.results ?? []).map((component) => {
        const props = edits.props[component.uuid];
        // Children are ordered by index: an unsaved order shows as the positions it will be saved with.
        const position = component.parent_uuid ? (edits.orders[component.parent_uuid]?.indexOf(component.uuid) ?? -1) : -1;
        // A row without unsaved changes stays the query's own object: the tree and the preview find it unchanged by reference.
        if (!props && position < 0) return component;
        return { ...component, ...(props ? { props } : {}), ...(position >= 0 ? { index: position } : {}) };
      }),
    [components.data, edits],
  );
  const here = useMemo(() => all.filter((component) => component.placeholder_uuid === placeholderUuid), [all, placeholderUuid]);
  const savedPattern = blueprints.data?.results.find((blueprint) => blueprint.placeholder_uuid === placeholderUuid)?.pattern ?? null;
  const pattern = edits.orders[TOP_LEVEL] ?? savedPattern;
  const tree = useStableTree(useMemo(() => buildComponentTree(here, { pattern }), [here, pattern]));
  // The saved order (the blueprint's pattern) decides the tree's order. Shown before it arrived,
  // the blocks stood in creation order and then jumped, and a move made in between was made
  // against the wrong order (an e2e journey read that order after a reload).
  const treeReady = components.isSuccess && !blueprints.isPending;
  const loadFailed = components.isError || blueprints.isError;
  const scope: EditorScope = { schemeUuid: scheme.uuid, placeholderUuid, tree };
  const selectedComponent = all.find((component) => component.uuid === selected) ?? null;
  const unsaved = unsavedCount(edits);
  // The whole scheme (every placeholder) with the unsaved props: what the page would be after Save.
  const incomplete = useMemo(() => incompleteComponents(all, { routeType: scheme.type as CreatorRouteType, language: scheme.language }), [all, scheme.type, scheme.language]);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoShortcuts(undo, redo);
  const postPreview = usePreviewSync(frame, here, pattern);

  const openIncomplete = (uuid: string) => {
    setSelected(uuid);
    setShowMissing(true);
    // After the form renders: put the editor on its first empty required field.
    window.setTimeout(() => document.querySelector<HTMLElement>('[data-testid="block-field-form"] [aria-invalid="true"]')?.focus(), 0);
  };

  const save = async () => {
    if (incomplete.length > 0) {
      // Nothing is sent and the drafts stay: the alert lists what to fill in first.
      setSaveRefused(true);
      setShowMissing(true);
      return;
    }
    setSaveRefused(false);
    setSaving(true);
    const saved = await write(
      async () => {
        for (const [uuid, props] of Object.entries(edits.props)) await api.update('components', uuid, { props });
        // One call per reordered parent (or the top level), each one transaction on the server.
        for (const [parentKey, ids] of Object.entries(edits.orders)) {
          const top = parentKey === TOP_LEVEL;
          await api.reorderComponents({ scheme_uuid: scheme.uuid, parent_uuid: top ? null : parentKey, ...(top && placeholderUuid ? { placeholder_uuid: placeholderUuid } : {}), order: ids });
        }
        return true;
      },
      // The saved tree is read back before the drafts go: cleared first, the editor showed (and a copy took) the old props until the refetch landed.
      { refetch: ['components', 'blueprints'] },
    );
    if (saved) dispatch({ type: 'clear' });
    setSaving(false);
  };

  /** A components-tree write that keeps its parent's shown order: that order is saved with it. */
  const createInOrder = async (request: ComponentTreeRequest, parentKey: string) => {
    const created = await write(() => api.createComponentTree(request), { success: null });
    if (!created) return null;
    dispatch({ type: 'inserted', parentKey });
    await refetch('components', 'blueprints');
    return created;
  };

  const insert = async (target: InsertTarget, request: BlockInsertRequest) => {
    const plan = planInsert(target, request, scope);
    if (!plan) return;
    if (plan.kind === 'placeholder') {
      // Placeholder, wrappers and block in one transaction: a refusal leaves nothing behind.
      const made = await write(() => api.createComponentTree(plan.request), { success: null, refetch: ['placeholders', 'components', 'blueprints'] });
      setInserting(null);
      if (made?.placeholder) {
        notify(t('creatorEditing.insertedInPlaceholder', { name: blockLabel(request.name), type: labels.position(made.placeholder.type) }));
        onEnterPlaceholder(made.placeholder.uuid);
      }
      return;
    }
    if (!(await createInOrder(plan.request, plan.parentKey))) return;
    // The menu closes once the tree shows the new order: a next insert opened earlier would anchor
    // on the old tree. Close this menu only: the editor may already have opened another one.
    setInserting((current) => (current === target ? null : current));
  };

  const paste = async (parent: ComponentNode | null) => {
    if (!clipboard) return;
    const target = parent ? blockLabel(parent.component.name) : t('creatorEditing.thePage');
    const request = planPaste(clipboard, parent, scope);
    if (!request) {
      notify(t('creatorEditing.pasteRefused', { name: blockLabel(clipboard.name), target }), 'error');
      return;
    }
    if (await write(() => api.createComponentTree(request), { success: null, refetch: ['components', 'blueprints'] })) {
      notify(t('creatorEditing.pasted', { name: blockLabel(clipboard.name), target }));
    }
  };

  const duplicate = async (node: ComponentNode, parent: ComponentNode | null) => {
    if (await createInOrder(planDuplicate(node, parent, scope), parent?.component.uuid ?? TOP_LEVEL)) {
      notify(t('creatorEditing.duplicated', { name: blockLabel(node.component.name) }));
    }
  };

  const remove = async () => {
    const target = deleting?.component;
    setDeleting(null);
    if (!target) return;
    const result = await write(() => api.remove('components', target.uuid) as Promise<{ deleted: string[] }>, { success: 'deleted' });
    if (!result) return;
    dispatch({ type: 'removed', deleted: result.deleted });
    if (selected && result.deleted.includes(selected)) setSelected(null);
    await refetch('components', 'blueprints');
  };

  const treeActions = useStableActions<BlockTreeActions>({
    onSelect: setSelected,
    onInsert: setInserting,
    onCopy: (node) => {
      const block = toClipboardBlock(node);
      storeClipboard(block);
      notify(t('creatorEditing.copied', { name: blockLabel(block.name) }));
    },
    onPaste: (node) => void paste(node),
    onDuplicate: (node, parent) => void duplicate(node, parent),
    onDelete: setDeleting,
    onReorder: (parentKey, ids) => dispatch({ type: 'move', parentKey, ids }),
  });

  const spec = selectedComponent ? BLOCK_SPECS[selectedComponent.name as BlockName] : undefined;
  const pageHref = `${scheme.path}?lang=${shortCodeFromLocale(scheme.language) ?? ''}${page > 1 ? `&page=${page}` : ''}`;
  return (
    <div className="flex flex-col gap-4">
      <EditorToolbar
        unsaved={unsaved}
        saving={saving}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onSave={() => void save()}
        onClear={() => dispatch({ type: 'clear' })}
        onUndo={undo}
        onRedo={redo}
        pageHref={pageHref}
      />
      {saveRefused && incomplete.length > 0 && <SaveBlockedAlert action="save" blocks={incomplete} onOpen={openIncomplete} onDismiss={() => setSaveRefused(false)} />}
      {placeholderUuid && (
        <p className="text-body-sm">
          {t('adminPages.editingPlaceholder', { name: openPlaceholder ? openPlaceholder.name || labels.position(openPlaceholder.type) : '…' })}{' '}
          <Button variant="link" onClick={onLeavePlaceholder}>
            {t('adminPages.backToPage')}
          </Button>
        </p>
      )}
      {/* minmax(0, 1fr) on phones too: an implicit column grows to its widest content (the insert menu's select). */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <h2 className="text-h3">{t('adminPages.blocks')}</h2>
          {loadFailed && (
            <p role="alert" className="text-body-sm text-status-error">
              {t('adminOps.loadFailed')}
            </p>
          )}
          {!treeReady && !loadFailed && (
            <p role="status" className="text-body-sm text-brand-muted">
              {t('adminUi.loading')}
            </p>
          )}
          {treeReady && tree.length === 0 && <p className="text-body-sm text-brand-muted">{t('adminPages.emptyPage')}</p>}
          {treeReady && <BlockTree nodes={tree} parent={null} selected={selected} edited={edits.props} clipboard={clipboard} inPlaceholder={!!placeholderUuid} actions={treeActions} />}
          <Button variant="secondary" size="sm" disabled={!treeReady} onClick={() => setInserting({ parent: null, anchor: tree.at(-1) ?? null })} className="self-start text-body-sm">
            {t('adminPages.addToPage')}
          </Button>
          {clipboard && (
            <Button variant="secondary" size="sm" onClick={() => void paste(null)} className="self-start text-body-sm">
              {t('creatorEditing.pasteInside', { name: blockLabel(clipboard.name), target: t('creatorEditing.thePage') })}
            </Button>
          )}
          {inserting && (
            <div className="flex flex-col gap-2" data-testid="insert-menu">
              <BlockInsertMenu
                key={`${inserting.parent?.component.uuid ?? 'top'}-${inserting.anchor?.component.uuid ?? 'none'}`}
                parentName={inserting.parent?.component.name ?? null}
                inPlaceholder={!inserting.parent && !!placeholderUuid}
                hasAnchor={inserting.anchor !== null}
                onInsert={(request) => void insert(inserting, request)}
              />
              <Button variant="link" onClick={() => setInserting(null)} className="self-start text-body-sm">
                {t('adminPages.close')}
              </Button>
            </div>
          )}
          {selectedComponent && spec && (
            <div data-testid="block-field-form">
              <BlockFieldForm
                key={`${selectedComponent.uuid}-${formVersion}`}
                spec={spec}
                values={selectedComponent.props}
                routeType={scheme.type as CreatorRouteType}
                language={scheme.language}
                showMissing={showMissing}
                onApply={(values) => dispatch({ type: 'updateProps', uuid: selectedComponent.uuid, props: values })}
                onPickImage={(apply) => setPicking(() => apply)}
              />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-h3">{t('adminPages.preview')}</h2>
            <ViewportToggle value={viewport} onChange={setViewport} />
          </div>
          <iframe
            ref={frame}
            title={t('adminPages.preview')}
            src={previewHref(scheme.uuid, placeholderUuid, page, true)}
            onLoad={postPreview}
            style={{ width: CREATOR_VIEWPORT_WIDTH[viewport] }}
            className="mx-auto h-[70vh] max-w-full border border-brand-line bg-brand-paper"
          />
        </div>
      </div>
      <ConfirmDialog open={deleting !== null} subject={deleting ? blockLabel(deleting.component.name) : ''} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
      {picking &&
        renderMediaPicker({
          onClose: () => setPicking(null),
          onPick: (url) => {
            picking(url);
            setPicking(null);
          },
        })}
    </div>
  );
}
