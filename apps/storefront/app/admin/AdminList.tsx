import { PAGE_SIZE } from '@salon/domain';
import { AdminListTable, type AdminListRow } from '@salon/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../lib/appContext';
import { adminKeys, useAdminApi, type AdminEndpoint } from './adminApi';

const PAGING_PARAMS = new Set(['page', 'q', 'sort']);

/**
 * An admin list from the API's list metadata, its state (page, q, sort, filters) in the URL so
 * that links such as /admin/routes?type=CAMPAIGN open it filtered.
 */
export function AdminList({ endpoint, caption, renderActions }: { endpoint: AdminEndpoint; caption: string; renderActions?: (row: AdminListRow) => ReactNode }) {
  const api = useAdminApi();
  const { locale } = useApp();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? undefined;
  const filters = Object.fromEntries([...params.entries()].filter(([key]) => !PAGING_PARAMS.has(key)));
  const query = { page, page_size: PAGE_SIZE.ADMIN_LIST, ...(q && { q }), ...(sort && { sort }), ...filters };
  const list = useQuery({ queryKey: adminKeys.list(endpoint, query), queryFn: ({ signal }) => api.list(endpoint, query, signal), placeholderData: keepPreviousData });
  const update = (changes: Record<string, string | null>, resetPage = true) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (resetPage) next.delete('page');
      return next;
    });
  return (
    <AdminListTable
      caption={caption}
      columns={list.data?.metadata.fields ?? []}
      rows={list.data?.results ?? []}
      count={list.data?.count ?? 0}
      page={page}
      pageSize={PAGE_SIZE.ADMIN_LIST}
      sort={sort ?? list.data?.metadata.default_sort}
      q={q}
      filters={filters}
      status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
      locale={locale}
      renderActions={renderActions}
      onPageChange={(next) => update({ page: String(next) }, false)}
      onSortChange={(next) => update({ sort: next })}
      onSearch={(next) => update({ q: next })}
      onFilterChange={(name, value) => update({ [name]: value })}
      onRetry={() => void list.refetch()}
    />
  );
}
