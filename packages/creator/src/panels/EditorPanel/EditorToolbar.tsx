import { Button, useTranslation } from '@salon/ui';

export interface EditorToolbarProps {
  unsaved: number;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onSave: () => void;
  onClear: () => void;
  onUndo: () => void;
  onRedo: () => void;
  /** The stored page in the shop, in a new tab. */
  pageHref: string;
}

/** Save, clear, undo and redo of the unsaved changes, with their count. */
export function EditorToolbar({ unsaved, saving, canUndo, canRedo, onSave, onClear, onUndo, onRedo, pageHref }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('adminUi.tabEditor')}>
      <Button onClick={onSave} disabled={unsaved === 0 || saving} className="text-body-sm disabled:opacity-60">
        {t('adminPages.save')}
      </Button>
      <Button variant="secondary" onClick={onClear} disabled={unsaved === 0} className="text-body-sm disabled:opacity-60">
        {t('adminPages.clear')}
      </Button>
      <Button variant="secondary" size={null} onClick={onUndo} disabled={!canUndo} className="px-3 py-2 text-body-sm disabled:opacity-60" aria-keyshortcuts="Control+Z">
        {t('adminPages.undo')}
      </Button>
      <Button variant="secondary" size={null} onClick={onRedo} disabled={!canRedo} className="px-3 py-2 text-body-sm disabled:opacity-60" aria-keyshortcuts="Control+Shift+Z">
        {t('adminPages.redo')}
      </Button>
      <span className="text-body-sm text-brand-muted" role="status">
        {t('adminPages.unsaved', { count: unsaved })}
      </span>
      <a href={pageHref} target="_blank" rel="noreferrer" className="ml-auto text-body-sm underline">
        {t('adminPages.viewPage')}
      </a>
    </div>
  );
}
