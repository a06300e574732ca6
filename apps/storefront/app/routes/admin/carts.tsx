import { ConfirmDialog, ModalWrapper, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { AdminQueryState } from '../../admin/AdminQueryState';
import { adminKeys, useAdminApi } from '../../admin/adminApi';
import { OrderLinesTable, type AdminOrderLine } from '../../admin/OrderLinesTable';
import { useAdminAction } from '../../admin/useAdminAction';

interface CartDetail {
  number: number;
  order_lines: AdminOrderLine[];
  lines_total: string;
  customer_name: string | null;
  user_email: string | null;
  is_anonymous: boolean;
  updated_at: string;
}

function CartView({ number, onClose }: { number: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const cart = useQuery({ queryKey: [...adminKeys.endpoint('carts'), 'detail', number], queryFn: () => api.get<CartDetail>('carts', number) });
  return (
    <ModalWrapper open onClose={onClose} title={t('adminOps.cartTitle', { number })} size="lg">
      <AdminQueryState query={cart}>
        {(data) => (
          <div className="flex flex-col gap-3">
            <p>
              {t('adminOps.owner')}: {data.is_anonymous ? t('adminOps.anonymous') : [data.customer_name, data.user_email].filter(Boolean).join(', ')}
            </p>
            {data.order_lines.length === 0 ? (
              <p>{t('adminOps.cartEmpty')}</p>
            ) : (
              <OrderLinesTable lines={data.order_lines} />
            )}
            <p className="font-semibold">
              {t('adminOps.total')}: {data.lines_total}
            </p>
          </div>
        )}
      </AdminQueryState>
    </ModalWrapper>
  );
}

/** /admin/carts: shoppers' open carts; view one, delete abandoned ones (the API refuses others). */
export default function AdminCarts() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const run = useAdminAction('carts');
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.carts')}</h1>
      <AdminList
        endpoint="carts"
        caption={t('adminNav.carts')}
        renderActions={(row) => {
          const number = Number(row.number);
          return (
            <span className="flex gap-3">
              <RowAction label={t('adminPages.view')} of={t('adminOps.cartTitle', { number })} onClick={() => setViewing(number)} />
              {row.is_abandoned === true ? (
                <RowAction label={t('adminPages.delete')} of={t('adminOps.cartTitle', { number })} onClick={() => setDeleting(number)} />
              ) : null}
            </span>
          );
        }}
      />
      {viewing !== null ? <CartView number={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={t('adminOps.cartTitle', { number: deleting ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const number = deleting;
          setDeleting(null);
          if (number !== null) void run(() => api.remove('carts', number), t('adminPages.deleted'));
        }}
      />
    </section>
  );
}
