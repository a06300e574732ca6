import { useMemo } from 'react';
import { useTranslation } from '../../i18n';

/** What naming a column needs: its field name and the API's label (shown when no text names it). */
interface NamedColumn {
  name: string;
  label?: string;
}

export interface AdminColumnLabels {
  /** The column's heading in the admin language: the list's own name for it, the field's, or the API's label. */
  heading: (column: NamedColumn, list?: string) => string;
  /** A stored value's name (an order status, a route type, a country), or `fallback`, or the value as stored. */
  option: (field: string, value: unknown, fallback?: string) => string;
}

/**
 * Names for the admin lists' columns and values (`adminColumns`), so staff never read the API's
 * field names and codes. A field or value this build has no text for is shown as the API sends it.
 */
export function useAdminColumnLabels(): AdminColumnLabels {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const text = (key: string) => (i18n.exists(key) ? t(key) : undefined);
    return {
      heading: (column, list) => (list && text(`adminColumns.byList.${list}.${column.name}`)) || text(`adminColumns.field.${column.name}`) || column.label || column.name,
      option: (field, value, fallback) => text(`adminColumns.option.${field}.${String(value)}`) ?? fallback ?? String(value),
    };
  }, [t, i18n]);
}
