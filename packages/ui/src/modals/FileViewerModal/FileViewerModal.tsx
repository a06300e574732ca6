import { IMAGE_MIME_TYPE } from '@salon/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface ViewableFile {
  id: number | string;
  name: string;
  url: string;
  mimeType: string;
}

export interface FileViewerModalProps {
  open: boolean;
  onClose: () => void;
  files: readonly ViewableFile[];
  initialIndex?: number;
}

/** Shows one file at a time (images inline, PDFs embedded, others as a download) with previous/next. */
export function FileViewerModal({ open, onClose, files, initialIndex = 0 }: FileViewerModalProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(initialIndex);
  const file = files[index];
  const isImage = file ? file.mimeType.startsWith('image/') : false;
  const isPdf = file?.mimeType === IMAGE_MIME_TYPE.PDF;
  return (
    <ModalWrapper open={open} onClose={onClose} title={file?.name ?? t('adminModals.fileViewer')} size="xl">
      {file ? (
        <div className="flex flex-col gap-4">
          <div className="flex min-h-64 items-center justify-center rounded bg-brand-surface">
            {isImage ? (
              <img src={file.url} alt={file.name} className="max-h-[60vh] object-contain" />
            ) : isPdf ? (
              <iframe src={file.url} title={file.name} className="h-[60vh] w-full" />
            ) : (
              <a href={file.url} download className="underline">
                {t('adminModals.download', { name: file.name })}
              </a>
            )}
          </div>
          {files.length > 1 ? (
            <div className="flex items-center justify-between gap-2">
              <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)} className="disabled:border-brand-line disabled:text-brand-muted">
                {t('adminModals.previous')}
              </Button>
              <p className="text-body-sm" aria-live="polite">
                {t('adminModals.position', { current: index + 1, total: files.length })}
              </p>
              <Button variant="secondary" disabled={index === files.length - 1} onClick={() => setIndex(index + 1)} className="disabled:border-brand-line disabled:text-brand-muted">
                {t('adminModals.next')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p>{t('adminModals.noFiles')}</p>
      )}
    </ModalWrapper>
  );
}
