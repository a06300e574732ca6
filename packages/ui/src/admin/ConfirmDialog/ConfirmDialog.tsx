import { ModalWrapper } from '../../modals/ModalWrapper';
import { useTranslation } from '../../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  /** What is about to be deleted, named in the title. */
  subject: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Confirms an irreversible action (deleting a block and its children); says it cannot be reverted. */
export function ConfirmDialog({ open, subject, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalWrapper
      open={open}
      onClose={onCancel}
      size="sm"
      title={t('adminUi.confirmDeleteTitle', { name: subject })}
      description={t('adminUi.cannotBeReverted')}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded border border-brand-ink px-4 py-2 text-body-sm">
            {t('adminUi.cancel')}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className="rounded bg-status-error px-4 py-2 text-body-sm font-semibold text-brand-paper disabled:opacity-60">
            {t('adminUi.confirm')}
          </button>
        </div>
      }
    />
  );
}
