import { FILE_KIND, IMAGE_MIME_TYPE, IMAGE_MIME_TYPES, type FileKind } from '@salon/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface AddFilesModalProps {
  open: boolean;
  onClose: () => void;
  /** Images accept every domain image mime type; documents accept PDF only. */
  kind: FileKind;
  onUpload: (files: File[]) => void;
  uploading?: boolean;
}

export const acceptedMimeTypes = (kind: FileKind): readonly string[] =>
  kind === FILE_KIND.DOCUMENTS ? [IMAGE_MIME_TYPE.PDF] : IMAGE_MIME_TYPES.filter((type) => type !== IMAGE_MIME_TYPE.PDF);

export function AddFilesModal({ open, onClose, kind, onUpload, uploading }: AddFilesModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const accepted = acceptedMimeTypes(kind);
  return (
    <ModalWrapper open={open} onClose={onClose} title={t(kind === FILE_KIND.DOCUMENTS ? 'adminModals.addDocuments' : 'adminModals.addImages')} preventClose={uploading}>
      <div className="flex flex-col gap-4">
        <label htmlFor={inputId} className="font-semibold">
          {t('adminModals.chooseFiles')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accepted.join(',')}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles(chosen.filter((file) => accepted.includes(file.type)));
            setRejected(chosen.filter((file) => !accepted.includes(file.type)).map((file) => file.name));
          }}
        />
        <p id={`${inputId}-hint`} className="text-body-sm text-brand-muted">
          {t('adminModals.acceptedTypes', { types: accepted.map((type) => type.split('/')[1]).join(', ') })}
        </p>
        {rejected.length > 0 ? (
          <p role="alert" className="text-body-sm text-status-error">
            {t('adminModals.rejected', { names: rejected.join(', ') })}
          </p>
        ) : null}
        {files.length > 0 ? (
          <ul className="list-disc pl-5 text-body-sm">
            {files.map((file) => (
              <li key={file.name}>{file.name}</li>
            ))}
          </ul>
        ) : null}
        <Button
          disabled={files.length === 0 || uploading}
          onClick={() => onUpload(files)}
          className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink"
        >
          {uploading ? t('adminModals.uploading') : t('adminModals.upload', { count: files.length })}
        </Button>
      </div>
    </ModalWrapper>
  );
}
