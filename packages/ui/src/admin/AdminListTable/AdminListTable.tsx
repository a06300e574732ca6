import { ADMIN_LIST_FIELD_TYPE, TIME_ZONE, totalPages, translatedValue, type AdminListFieldType } from '@salon/domain';
import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Pagination } from '../../widgets/Pagination';
import { Button } from '../../primitives/Button';
import { useAdminColumnLabels, type AdminColumnLabels } from './useAdminColumnLabels';

export interface AdminListOption {
  value: string | number | boolean;
  label: string;
}

/** One column of an admin list as the API's list metadata describes it. */
export interface AdminListColumn {
  name: string;
  type: AdminListFieldType;
  label: string;
  sortable: boolean;
  searchable: boolean;
  filterable: boolean;
  options?: AdminListOption[];
  references?: string;
}

export type AdminListRow = Record<string, unknown>;
export type AdminListStatus = 'loading' | 'error' | 'success';

export interface AdminListTableProps {
  caption: string;
  /** The metadata's list name: a few lists name a field their own way (a brand's `value` is its name). */
  list?: string;
  columns: readonly AdminListColumn[];
  rows: readonly AdminListRow[];
  count: number;
  page: number;
  pageSize: number;
  /** field or -field. */
  sort?: string;
  q?: string;
  filters?: Readonly<Record<string, string>>;
  status: AdminListStatus;
  /** Content locale for languageString columns. */
  locale: string;
  rowKey?: (row: AdminListRow) => string;
  renderActions?: (row: AdminListRow) => ReactNode;
  onPageChange: (page: number) => void;
  onSortChange: (sort: string) => void;
  onSearch: (q: string) => void;
  onFilterChange: (name: string, value: string) => void;
  onRetry?: () => void;
}

const dateTimeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale.replace('_', '-'), { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

function cellText(column: AdminListColumn, value: unknown, locale: string, yesNo: (value: boolean) => string, labels: AdminColumnLabels): string {
  if (value === null || value === undefined || value === '') return '–';
  switch (column.type) {
    case ADMIN_LIST_FIELD_TYPE.LANGUAGE_STRING:
      return typeof value === 'object' ? translatedValue(value as Parameters<typeof translatedValue>[0], locale) || '–' : String(value);
    case ADMIN_LIST_FIELD_TYPE.DATE_TIME: {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(locale).format(date);
    }
    case ADMIN_LIST_FIELD_TYPE.BOOLEAN:
      return yesNo(value === true);
    default:
      if (typeof value === 'object') return JSON.stringify(value);
      // Stored codes (a status, a route type, a country id) by their names.
      return labels.option(column.name, value, column.options?.find((option) => option.value === value)?.label);
  }
}

/** The query key of a dateTime column's lower and upper bound: `<name>_from`, `<name>_to`. */
const dateTimeFilterKeys = (name: string) => ({ from: `${name}_from`, to: `${name}_to` }) as const;

/** Filterable columns that get a control: options (radios, boolean, foreign keys with options), foreign keys, text and dates. */
const hasFilterControl = (column: AdminListColumn) =>
  column.filterable &&
  (!!column.options?.length ||
    column.type === ADMIN_LIST_FIELD_TYPE.FOREIGN_KEY ||
    column.type === ADMIN_LIST_FIELD_TYPE.STRING ||
    column.type === ADMIN_LIST_FIELD_TYPE.DATE_TIME);

const FIELD_CLASS = 'rounded border border-brand-muted px-2 py-1';

/** A text filter: typed freely, applied on Enter or when the field is left (not on every key). */
function CommitInput({ id, value, type = 'text', onCommit }: { id: string; value: string; type?: 'text' | 'datetime-local'; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL can change the value from outside (back button, a cleared filter).
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    const next = draft.trim();
    if (next !== value) onCommit(next);
  };
  return (
    <input
      id={id}
      type={type}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        // A picked date is a finished value; typed text waits for Enter or leaving the field.
        if (type === 'datetime-local' && event.target.value !== value) onCommit(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      className={FIELD_CLASS}
    />
  );
}

function ListFilter({
  column,
  filters,
  idPrefix,
  yesNo,
  field,
  labels,
  onFilterChange,
}: {
  column: AdminListColumn;
  filters: Readonly<Record<string, string>>;
  idPrefix: string;
  yesNo: (value: boolean) => string;
  /** The column's heading. */
  field: string;
  labels: AdminColumnLabels;
  onFilterChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${column.name}`;
  const labelClass = 'text-body-sm font-semibold';
  if (column.type === ADMIN_LIST_FIELD_TYPE.DATE_TIME && !column.options?.length) {
    const keys = dateTimeFilterKeys(column.name);
    return (
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className={labelClass}>{t('adminUi.filter', { field })}</legend>
        {(['from', 'to'] as const).map((bound) => (
          <div key={bound} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${bound}`} className="text-body-sm">
              {t(bound === 'from' ? 'adminUi.filterFrom' : 'adminUi.filterTo', { field })}
            </label>
            <CommitInput id={`${id}-${bound}`} type="datetime-local" value={filters[keys[bound]] ?? ''} onCommit={(value) => onFilterChange(keys[bound], value)} />
          </div>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {t('adminUi.filter', { field })}
      </label>
      {column.options?.length ? (
        <select id={id} value={filters[column.name] ?? ''} onChange={(event) => onFilterChange(column.name, event.target.value)} className={FIELD_CLASS}>
          <option value="">{t('adminUi.all')}</option>
          {column.options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {column.type === ADMIN_LIST_FIELD_TYPE.BOOLEAN ? yesNo(option.value === true) : labels.option(column.name, option.value, option.label)}
            </option>
          ))}
        </select>
      ) : (
        <CommitInput id={id} value={filters[column.name] ?? ''} onCommit={(value) => onFilterChange(column.name, value)} />
      )}
    </div>
  );
}

/**
 * An admin list rendered from the API's list metadata: columns by field type, search over the
 * searchable columns, a filter per filterable column (a select for columns with options, a text
 * field for foreign keys (their id) and text, a from/to pair for dates), sorting by header and paging.
 */
export function AdminListTable({
  caption,
  list,
  columns,
  rows,
  count,
  page,
  pageSize,
  sort,
  q = '',
  filters = {},
  status,
  locale,
  rowKey = (row) => String(row.uuid ?? row.id),
  renderActions,
  onPageChange,
  onSortChange,
  onSearch,
  onFilterChange,
  onRetry,
}: AdminListTableProps) {
  const { t } = useTranslation();
  const labels = useAdminColumnLabels();
  const heading = (column: AdminListColumn) => labels.heading(column, list);
  const searchId = useId();
  const [query, setQuery] = useState(q);
  const yesNo = (value: boolean) => (value ? t('adminUi.yes') : t('adminUi.no'));
  const searchable = columns.some((column) => column.searchable);
  const filterable = columns.filter(hasFilterControl);
  const sortField = sort?.replace(/^-/, '');
  const descending = sort?.startsWith('-') ?? false;
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  return (
    <section aria-label={caption} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {searchable && (
          <form role="search" onSubmit={submitSearch} className="flex items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={searchId} className="text-body-sm font-semibold">
                {t('adminUi.search')}
              </label>
              <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="rounded border border-brand-muted px-2 py-1" />
            </div>
            <Button size="sm" type="submit" className="text-body-sm font-normal">
              {t('adminUi.search')}
            </Button>
          </form>
        )}
        {filterable.map((column) => (
          <ListFilter
            key={column.name}
            column={column}
            field={heading(column)}
            labels={labels}
            filters={filters}
            idPrefix={searchId}
            yesNo={yesNo}
            onFilterChange={onFilterChange}
          />
        ))}
      </div>
      {status === 'error' ? (
        <div role="alert" className="flex items-center gap-3 text-status-error">
          {t('adminUi.loadFailed')}
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry} className="border-status-error text-body-sm">
              {t('adminUi.retry')}
            </Button>
          )}
        </div>
      ) : (
        // Positioned, so the rows' visually hidden labels (absolute) scroll with the table instead of widening the page.
        <div className="relative overflow-x-auto">
          <table className="w-full border-collapse text-body-sm" aria-busy={status === 'loading'}>
            <caption className="text-left text-body-sm text-brand-muted">
              {caption} · {t('adminUi.rowCount', { count })}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.name}
                    scope="col"
                    aria-sort={sortField === column.name ? (descending ? 'descending' : 'ascending') : undefined}
                    className="border-b border-brand-ink px-2 py-1 text-left"
                  >
                    {column.sortable ? (
                      <Button
                        variant="unstyled"
                        onClick={() => onSortChange(sortField === column.name && !descending ? `-${column.name}` : column.name)}
                        aria-label={t('adminUi.sortBy', { field: heading(column) })}
                        className="font-semibold underline-offset-2 hover:underline"
                      >
                        {heading(column)}
                        {sortField === column.name && <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span>}
                      </Button>
                    ) : (
                      heading(column)
                    )}
                  </th>
                ))}
                {renderActions && (
                  <th scope="col" className="border-b border-brand-ink px-2 py-1 text-left">
                    {t('adminUi.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {status === 'loading' ? (
                <tr>
                  <td colSpan={columns.length + (renderActions ? 1 : 0)} className="px-2 py-4 text-brand-muted">
                    {t('adminUi.loading')}
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + (renderActions ? 1 : 0)} className="px-2 py-4 text-brand-muted">
                    {t('adminUi.noRows')}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)} className="odd:bg-brand-surface">
                    {columns.map((column) => (
                      <td key={column.name} className={clsx('px-2 py-1 align-top', column.name === 'uuid' && 'font-mono text-[0.75rem]')}>
                        {cellText(column, row[column.name], locale, yesNo, labels)}
                      </td>
                    ))}
                    {renderActions && <td className="px-2 py-1">{renderActions(row)}</td>}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {count > pageSize && <Pagination currentPage={page} totalPages={totalPages(count, pageSize)} onPageChange={onPageChange} />}
    </section>
  );
}
