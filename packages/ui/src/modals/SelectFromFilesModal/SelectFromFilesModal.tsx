import { SEARCH_DEBOUNCE_MS } from '@salon/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../widgets/AddToCartButton';
import { Pagination } from '../../widgets/Pagination';
import { TextInput } from '../../widgets/TextInput';
import type { ViewableFile } from '../FileViewerModal';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface SelectFromFilesModalProps {
  open: boolean;
  onClose: () => void;
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  files: readonly ViewableFile[];
  /** Pick one file, or several when multiple. */
  multiple?: boolean;
  onSelect: (ids: ViewableFile['id'][]) => void;
  /** Shows an "Add images" button (the caller opens its upload modal). */
  onAddFiles?: () => void;
  /** The library search the caller runs; a search field shows when onSearchChange is given (typing is debounced). */
  search?: string;
  onSearchChange?: (q: string) => void;
  /** The library page shown (1-based) of pageCount; picked files stay picked across pages and searches. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}

/** A grid of the uploaded files to pick from (toggle buttons, aria-pressed). */
export function SelectFromFilesModal({ open, onClose, status, onRetry, files, multiple, onSelect, onAddFiles, search = '', onSearchChange, page = 1, pageCount = 1, onPageChange }: SelectFromFilesModalProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ViewableFile['id'][]>([]);
  const [query, setQuery] = useState(search);
  const reportSearch = useRef(onSearchChange);
  reportSearch.current = onSearchChange;
  useEffect(() => {
    if (query === search) return;
    // One request per pause in typing, not per key.
    const timer = setTimeout(() => reportSearch.current?.(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, search]);
  const toggle = (id: ViewableFile['id']) =>
    setPicked((current) => (current.includes(id) ? current.filter((item) => item !== id) : multiple ? [...current, id] : [id]));
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('adminModals.selectFiles')}
      size="xl"
      footer={
        <div className="flex justify-end gap-2">
          {onAddFiles ? (
            <Button variant="secondary" onClick={onAddFiles} className="mr-auto font-semibold">
              {t('adminModals.addImages')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} className="font-semibold">
            {t('modalCommon.cancel')}
          </Button>
          <Button
            disabled={picked.length === 0}
            onClick={() => onSelect(picked)}
            className="disabled:bg-brand-line disabled:text-brand-ink"
          >
            {t('adminModals.useSelected', { count: picked.length })}
          </Button>
        </div>
      }
    >
      {onSearchChange ? (
        <div className="mb-4">
          <TextInput type="search" label={t('adminModals.searchFiles')} value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      ) : null}
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-brand-muted">
          <Spinner />
          {t('modalCommon.loading')}
        </p>
      ) : status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('modalCommon.loadFailed')}</p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </div>
      ) : files.length === 0 ? (
        <p>{t('adminModals.noFiles')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-5">
          {files.map((file) => {
            const selected = picked.includes(file.id);
            return (
              <li key={file.id}>
                <Button
                  variant="unstyled"
                  aria-pressed={selected}
                  onClick={() => toggle(file.id)}
                  className={`flex w-full flex-col gap-1 rounded border-2 p-1 text-left ${selected ? 'border-brand-ink' : 'border-transparent'}`}
                >
                  <span className="flex aspect-square items-center justify-center overflow-hidden rounded bg-brand-surface">
                    {file.mimeType.startsWith('image/') ? <img src={file.url} alt="" className="size-full object-cover" /> : <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 text-brand-muted">
                        <path d="M6 2h9l5 5v15H6z M15 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
                      </svg>}
                  </span>
                  <span className="truncate text-body-sm">{file.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {onPageChange && pageCount > 1 && status === 'success' ? (
        <div className="mt-4">
          <Pagination currentPage={page} totalPages={pageCount} onPageChange={onPageChange} />
        </div>
      ) : null}
    </ModalWrapper>
  );
}
