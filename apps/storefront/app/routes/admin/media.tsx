import { FILE_KIND, FILE_TYPE } from '@salon/domain';
import { TextInput, useTranslation } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { AdminList } from '../../admin/AdminList';
import { usePopups } from '../../admin/AdminPopups';
import { adminKeys, useAdminApi } from '../../admin/adminApi';

/** /admin/media-library and /admin/documents: browse (list metadata), upload, open a file. */
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

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('title', title);
    if (documents) form.set('file_type', String(FILE_TYPE.GENERAL));
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
        <button type="submit" disabled={busy} className="rounded bg-brand-ink px-4 py-2 text-body-sm font-semibold text-brand-paper disabled:opacity-60">
          {t('adminPages.upload')}
        </button>
      </form>
      <AdminList
        endpoint={endpoint}
        caption={t(documents ? 'adminNav.documents' : 'adminNav.mediaLibrary')}
        renderActions={(row) =>
          typeof row.src === 'string' || typeof row.url === 'string' ? (
            <a href={String(row.src ?? row.url)} target="_blank" rel="noreferrer" className="underline">
              {t('adminPages.view')}
            </a>
          ) : null
        }
      />
    </section>
  );
}
