import { FILE_KIND, FILE_TYPE, type FileType } from '@salon/domain';
import { Button, FileViewerModal, RadioGroup, TextInput, useTranslation, type ViewableFile } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { AdminList } from '../../admin/AdminList';
import { usePopups } from '../../admin/AdminPopups';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { adminKeys, useAdminApi } from '../../admin/adminApi';

/** A list row as the file viewer shows it; null when the row has no file address. */
const viewableFile = (row: Record<string, unknown>): ViewableFile | null =>
  typeof row.url === 'string'
    ? { id: Number(row.id), name: String(row.title || row.original_name || row.url), url: row.url, mimeType: typeof row.mime_type === 'string' ? row.mime_type : '' }
    : null;

/**
 * /admin/media-library and /admin/documents: browse (list metadata), upload (documents as manual
 * or general, spec file types 2 and 11), open a file in the file viewer, delete one.
 */
export default function AdminMedia() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const popups = usePopups();
  const documents = useLocation().pathname.startsWith('/admin/documents');
  const endpoint = documents ? 'documents' : 'files';
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [fileType, setFileType] = useState<FileType>(FILE_TYPE.GENERAL);
  const [viewing, setViewing] = useState<ViewableFile | null>(null);
  const remover = useDeleteConfirm<{ id: number; name: string }>(endpoint, (file) => file.name, (file) => api.remove(endpoint, file.id));

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('title', title);
    if (documents) form.set('file_type', String(fileType));
    else form.set('kind', FILE_KIND.IMAGES);
    setBusy(true);
    try {
      await api.upload(endpoint, form);
      await queryClient.invalidateQueries({ queryKey: adminKeys.endpoint(endpoint) });
      popups.show(t('adminPages.saved'));
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: error instanceof Error ? error.message : String(error) }), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-h2">{t(documents ? 'adminNav.documents' : 'adminNav.mediaLibrary')}</h1>
      <form onSubmit={upload} aria-label={t('adminPages.upload')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <label className="flex flex-col gap-1 text-body-sm font-semibold">
          {t('adminPages.file')}
          <input ref={fileInput} type="file" required className="font-normal" />
        </label>
        <TextInput label={t('adminPages.title')} value={title} onChange={(event) => setTitle(event.target.value)} />
        {documents && (
          <RadioGroup
            name="file_type"
            label={t('adminOps.fileType')}
            orientation="horizontal"
            options={[
              { value: String(FILE_TYPE.MANUAL), label: t('adminOps.fileTypeManual') },
              { value: String(FILE_TYPE.GENERAL), label: t('adminOps.fileTypeGeneral') },
            ]}
            value={String(fileType)}
            onChange={(event) => setFileType(Number(event.target.value) as FileType)}
          />
        )}
        <Button type="submit" disabled={busy} className="text-body-sm disabled:opacity-60">
          {t('adminPages.upload')}
        </Button>
      </form>
      <AdminList
        endpoint={endpoint}
        caption={t(documents ? 'adminNav.documents' : 'adminNav.mediaLibrary')}
        renderActions={(row) => {
          const file = viewableFile(row);
          return (
            <span className="flex flex-wrap gap-3">
              {file && <RowAction label={t('adminOps.openFile')} of={file.name} onClick={() => setViewing(file)} />}
              <RowAction label={t('adminPages.delete')} of={String(row.title || row.original_name || row.id)} onClick={() => remover.ask({ id: Number(row.id), name: String(row.title || row.original_name || row.id) })} />
            </span>
          );
        }}
      />
      <FileViewerModal key={viewing?.id ?? 'none'} open={viewing !== null} onClose={() => setViewing(null)} files={viewing ? [viewing] : []} />
      {remover.dialog}
    </section>
  );
}
