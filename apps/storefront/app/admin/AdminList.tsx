import { PAGE_SIZE, zonedDateTimeToEpochMs } from '@salon/domain';
import { AdminListTable, type AdminListRow } from '@salon/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../lib/appContext';
import { adminKeys, useAdminApi, type AdminEndpoint } from './adminApi';

const PAGING_PARAMS = new Set(['page', 'q', 'sort']);
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The URL's filters as the list call sends them. Foreign keys, text, radios and booleans go as
 * `<field>=<value>` (what the API's list filters parse); a date column's bounds (`<field>_from`,
 * `<field>_to`) stay Tallinn wall time in the URL, as the admin's date fields show them, and go to
 * the API as ISO instants.
 */
function apiListFilters(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => {
      if (!/_(from|to)$/.test(key) || !WALL_TIME.test(value)) return [key, value];
      const epoch = zonedDateTimeToEpochMs(value);
      return [key, Number.isNaN(epoch) ? value : new Date(epoch).toISOString()];
    }),
  );
}

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
  const query = { page, page_size: PAGE_SIZE.ADMIN_LIST, ...(q && { q }), ...(sort && { sort }), ...apiListFilters(filters) };
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
      list={list.data?.metadata.list}
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
