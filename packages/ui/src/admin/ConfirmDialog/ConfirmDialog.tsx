import { ModalWrapper } from '../../modals/ModalWrapper';
import { useTranslation } from '../../i18n';
import { Button } from '../../primitives/Button';

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
          <Button variant="secondary" onClick={onCancel} className="text-body-sm">
            {t('adminUi.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} className="text-body-sm disabled:opacity-60">
            {t('adminUi.confirm')}
          </Button>
        </div>
      }
    />
  );
}
