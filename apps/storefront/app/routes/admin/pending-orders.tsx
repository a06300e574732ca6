import { deliveryAddressLabel, parcelMachineLabel } from '@salon/domain';
import { Button, ModalWrapper, useAdminColumnLabels, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { AdminList } from '../../admin/AdminList';
import { AdminQueryState } from '../../admin/AdminQueryState';
import { adminKeys, useAdminApi } from '../../admin/adminApi';
import { formatAdminDateTime } from '../../admin/dates';
import { OrderLinesTable, type AdminOrderLine } from '../../admin/OrderLinesTable';
import { RowAction } from '../../admin/RowAction';
import { useAdminAction } from '../../admin/useAdminAction';

interface PendingOrderDetail {
  number: number;
  status: number;
  submitted_at: string | null;
  created_at: string;
  customer: { name: string | null; is_individual: boolean } | null;
  user_email: string | null;
  order_lines: AdminOrderLine[];
  lines_total: string;
  transport_cost: string;
  loyalty_discount: string;
  vat: string;
  total_with_coupon_discount: string;
  delivery_method: { name: string } | null;
  delivery: {
    address?: { name: string; street: string; city: string; postal_code: string };
    parcel_machine?: { name: string; address: string; city: string };
    comment?: string;
  } | null;
  information: Record<string, unknown> | null;
}

const text = (record: Record<string, unknown> | null, key: string) => (typeof record?.[key] === 'string' ? (record[key] as string) : '');

/** A label and its value in the order's description list. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What staff need to fulfil a placed order: who placed it and how to reach them, where and how it
 * goes, its lines and totals (GET /administrator/pending-orders/{number}/).
 */
function OrderView({ number, onClose }: { number: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const labels = useAdminColumnLabels();
  const api = useAdminApi();
  const order = useQuery({ queryKey: [...adminKeys.endpoint('pendingOrders'), 'detail', number], queryFn: () => api.get<PendingOrderDetail>('pendingOrders', number) });
  return (
    <ModalWrapper open onClose={onClose} title={t('adminOps.orderTitle', { number })} size="lg">
      <AdminQueryState query={order}>
        {(data) => {
          const contactName = [text(data.information, 'first_name'), text(data.information, 'last_name')].filter(Boolean).join(' ');
          const email = text(data.information, 'email') || data.user_email || '';
          const tickets = data.order_lines.every((line) => line.event_ticket !== null);
          return (
            <div className="flex flex-col gap-4 text-body-sm">
              <dl className="flex flex-col gap-1">
                <Row label={t('adminOps.status')}>{labels.option('status', data.status)}</Row>
                <Row label={t('adminOps.placedAt')}>{formatAdminDateTime(data.submitted_at ?? data.created_at, i18n.language)}</Row>
              </dl>
              <section aria-labelledby={`order-${number}-contact`}>
                <h3 id={`order-${number}-contact`} className="text-h3">
                  {t('adminOps.contact')}
                </h3>
                <dl className="flex flex-col gap-1">
                  <Row label={t('adminOps.name')}>{contactName || data.customer?.name || '–'}</Row>
                  <Row label={t('authModal.email')}>{email ? <a href={`mailto:${email}`} className="underline">{email}</a> : '–'}</Row>
                  <Row label={t('accountModals.phone')}>
                    <span className="whitespace-nowrap">{text(data.information, 'phone') || '–'}</span>
                  </Row>
                  <Row label={t('adminOps.company')}>{data.customer && !data.customer.is_individual ? data.customer.name : data.customer ? '–' : t('adminOps.guest')}</Row>
                </dl>
              </section>
              <section aria-labelledby={`order-${number}-delivery`}>
                <h3 id={`order-${number}-delivery`} className="text-h3">
                  {t('adminOps.delivery')}
                </h3>
                {tickets ? (
                  <p>{t('adminOps.noDelivery')}</p>
                ) : !data.delivery_method ? (
                  <p>{t('adminOps.deliveryNotChosen')}</p>
                ) : (
                  <dl className="flex flex-col gap-1">
                    <Row label={t('adminOps.deliveryMethod')}>{data.delivery_method.name}</Row>
                    {data.delivery?.address ? (
                      <Row label={t('adminOps.address')}>
                        {deliveryAddressLabel(data.delivery.address)}
                      </Row>
                    ) : null}
                    {data.delivery?.parcel_machine ? (
                      <Row label={t('adminOps.parcelMachine')}>{parcelMachineLabel(data.delivery.parcel_machine)}</Row>
                    ) : null}
                    {data.delivery?.comment ? <Row label={t('adminOps.deliveryComment')}>{data.delivery.comment}</Row> : null}
                  </dl>
                )}
              </section>
              <OrderLinesTable lines={data.order_lines} />
              <dl className="flex flex-col gap-1 self-end text-right">
                <Row label={t('adminOps.linesTotal')}>{data.lines_total}</Row>
                {tickets ? null : <Row label={t('adminOps.transportCost')}>{data.transport_cost}</Row>}
                {Number(data.loyalty_discount) > 0 ? <Row label={t('adminOps.loyaltyDiscount')}>−{data.loyalty_discount}</Row> : null}
                <Row label={t('adminOps.total')}>
                  <strong>{data.total_with_coupon_discount}</strong>
                </Row>
                <Row label={t('adminOps.vatIncluded')}>{data.vat}</Row>
              </dl>
            </div>
          );
        }}
      </AdminQueryState>
    </ModalWrapper>
  );
}

/** The status picker of one order: only the transitions the API allows from its status (allowed_statuses). */
function StatusChange({ orderNumber, allowed }: { orderNumber: number; allowed: number[] }) {
  const { t } = useTranslation();
  const labels = useAdminColumnLabels();
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
            {labels.option('status', status)}
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
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.pendingOrders')}</h1>
      <AdminList
        endpoint="pendingOrders"
        caption={t('adminNav.pendingOrders')}
        renderActions={(row) => (
          <span className="flex flex-wrap items-center gap-3">
            <RowAction label={t('adminPages.view')} of={t('adminOps.orderTitle', { number: Number(row.number) })} onClick={() => setViewing(Number(row.number))} />
            <StatusChange
              // A changed status brings new allowed targets: start the picker over.
              key={`${String(row.number)}-${String(row.status)}`}
              orderNumber={Number(row.number)}
              allowed={Array.isArray(row.allowed_statuses) ? row.allowed_statuses.map(Number) : []}
            />
          </span>
        )}
      />
      {viewing !== null ? <OrderView number={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
