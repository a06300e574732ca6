import { FILE_KIND, IMAGE_RESIZE_MAX_WIDTH, PAGE_SIZE, type FileKind } from '@salon/domain';
import { AddFilesModal, SelectFromFilesModal, useTranslation, type SelectFromFilesModalProps, type ViewableFile } from '@salon/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePopups } from './AdminPopups';
import { adminKeys, type AdminApi } from './adminApi';

/** Writes a picked file's URL into the field that opened the picker. */
export type ApplyPickedUrl = (url: string) => void;

export interface MediaFileRow {
  id: number;
  title: string | null;
  original_name: string;
  mime_type: string;
  width: number | null;
  url: string;
  variants: { width: number; url: string }[];
}

type LibraryModalProps = Pick<SelectFromFilesModalProps, 'status' | 'onRetry' | 'files' | 'search' | 'onSearchChange' | 'page' | 'pageCount' | 'onPageChange'>;

/**
 * One searchable, paged view of the media library (files) or the documents for a picker: the
 * whole library is reachable, not only its first page.
 */
export function useFileLibrary(api: AdminApi, source: { endpoint: 'files' | 'documents'; kind?: FileKind }, enabled = true) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { ...(source.kind ? { kind: source.kind } : {}), page, page_size: PAGE_SIZE.ADMIN_LIST, ...(search ? { q: search } : {}) };
  const list = useQuery({
    queryKey: adminKeys.list(source.endpoint, query),
    queryFn: ({ signal }) => api.list<MediaFileRow>(source.endpoint, query, signal),
    enabled,
    // The grid keeps the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.results ?? [];
  // Every picker hands the same browsing props to SelectFromFilesModal; only opening and choosing differ.
  const modalProps: LibraryModalProps = {
    files: rows.map((row): ViewableFile => ({ id: row.id, name: row.title || row.original_name, url: row.url, mimeType: row.mime_type })),
    status: list.isError ? 'error' : list.data ? 'success' : 'loading',
    onRetry: () => void list.refetch(),
    search,
    // A new search starts from its first page.
    onSearchChange: (q: string) => {
      setSearch(q);
      setPage(1);
    },
    page,
    pageCount: Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE.ADMIN_LIST)),
    onPageChange: setPage,
  };
  return { rows, modalProps };
}

/** The original when it fits the resize width, else its widest variant that does (the library makes them). */
const pickedUrl = (file: MediaFileRow) => {
  if (file.width === null || file.width <= IMAGE_RESIZE_MAX_WIDTH) return file.url;
  const fitting = file.variants.filter((variant) => variant.width <= IMAGE_RESIZE_MAX_WIDTH).sort((a, b) => b.width - a.width);
  return fitting[0]?.url ?? file.url;
};

/**
 * The media library as a picker for block image fields: the administrator files search (with
 * search field and pages) feeds SelectFromFilesModal, and "Add images" uploads through AddFilesModal, then returns to the grid.
 */
export function MediaPicker({ api, onPick, onClose }: { api: AdminApi; onPick: ApplyPickedUrl; onClose: () => void }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<'closed' | 'open' | 'busy'>('closed');
  const library = useFileLibrary(api, { endpoint: 'files', kind: FILE_KIND.IMAGES });

  const upload = async (chosen: File[]) => {
    setUploading('busy');
    try {
      for (const file of chosen) {
        const form = new FormData();
        form.set('file', file);
        form.set('title', file.name);
        form.set('kind', FILE_KIND.IMAGES);
        await api.upload('files', form);
      }
      await queryClient.invalidateQueries({ queryKey: adminKeys.endpoint('files') });
      popups.show(t('adminPages.saved'));
      setUploading('closed');
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: error instanceof Error ? error.message : String(error) }), 'error');
      setUploading('open');
    }
  };

  if (uploading !== 'closed')
    return <AddFilesModal open kind={FILE_KIND.IMAGES} uploading={uploading === 'busy'} onClose={() => setUploading('closed')} onUpload={(chosen) => void upload(chosen)} />;
  return (
    <SelectFromFilesModal
      open
      onClose={onClose}
      {...library.modalProps}
      onAddFiles={() => setUploading('open')}
      onSelect={(ids) => {
        const row = library.rows.find((candidate) => candidate.id === ids[0]);
        if (row) onPick(pickedUrl(row));
      }}
    />
  );
}
