import { orderStatusName } from '@salon/domain';
import { Button, useTranslation } from '@salon/ui';
import { useId, useState } from 'react';
import { AdminList } from '../../admin/AdminList';
import { useAdminApi } from '../../admin/adminApi';
import { useAdminAction } from '../../admin/useAdminAction';

/** The status picker of one order: only the transitions the API allows from its status (allowed_statuses). */
function StatusChange({ orderNumber, allowed }: { orderNumber: number; allowed: number[] }) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const run = useAdminAction('pendingOrders');
  const id = useId();
  const [target, setTarget] = useState(allowed[0]);
  const [busy, setBusy] = useState(false);
  if (allowed.length === 0 || target === undefined) return <span className="text-body-sm text-brand-muted">{t('adminOps.finalStatus')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('adminOps.newStatus', { number: orderNumber })}
      </label>
      <select id={id} value={target} onChange={(event) => setTarget(Number(event.target.value))} className="rounded border border-brand-ink bg-brand-paper px-2 py-1 text-body-sm">
        {allowed.map((status) => (
          <option key={status} value={status}>
            {orderStatusName(status)}
          </option>
        ))}
      </select>
      <Button
        variant="link"
        disabled={busy}
        className="disabled:opacity-60"
        onClick={async () => {
          setBusy(true);
          await run(() => api.setOrderStatus(orderNumber, target), t('adminOps.statusChanged'));
          setBusy(false);
        }}
      >
        {t('adminOps.changeStatus')}
        <span className="sr-only">: {orderNumber}</span>
      </Button>
    </span>
  );
}

/** /admin/pending-orders: placed orders; change an order's status along the allowed transitions. */
export default function AdminPendingOrders() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.pendingOrders')}</h1>
      <AdminList
        endpoint="pendingOrders"
        caption={t('adminNav.pendingOrders')}
        renderActions={(row) => (
          <StatusChange
            // A changed status brings new allowed targets: start the picker over.
            key={`${String(row.number)}-${String(row.status)}`}
            orderNumber={Number(row.number)}
            allowed={Array.isArray(row.allowed_statuses) ? row.allowed_statuses.map(Number) : []}
          />
        )}
      />
    </section>
  );
}
