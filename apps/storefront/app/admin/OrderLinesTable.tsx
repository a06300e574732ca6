import { DataTable, useTranslation } from '@salon/ui';
import { translationOf } from './forms';
import type { AdminTranslations } from './adminApi';
import { useApp } from '../lib/appContext';

export interface AdminOrderLine {
  id: number | string;
  product: { name?: string; internal_id?: string } | null;
  event_ticket: { i18n_name: AdminTranslations } | null;
  price: string;
  quantity: number;
  total: string;
}

/** An order's or a cart's lines as staff read them: what (code and name, or the ticket), price, quantity, total. */
export function OrderLinesTable({ lines }: { lines: readonly AdminOrderLine[] }) {
  const { t } = useTranslation();
  const { locale } = useApp();
  return (
    <DataTable
      columns={[t('adminOps.product'), t('adminOps.price'), t('adminOps.quantity'), t('adminOps.total')]}
      rows={lines.map((line) => ({
        key: line.id,
        cells: [
          line.product
            ? [line.product.internal_id, line.product.name].filter(Boolean).join(' · ')
            : line.event_ticket
              ? translationOf(line.event_ticket.i18n_name, locale)
              : String(line.id),
          line.price,
          line.quantity,
          line.total,
        ],
      }))}
    />
  );
}
