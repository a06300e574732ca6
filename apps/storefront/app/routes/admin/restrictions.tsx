import { Button, useTranslation } from '@salon/ui';
import { useState } from 'react';
import { z } from 'zod';
import { AdminFormModal, type AdminFormField } from '../../admin/AdminFormModal';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { useAdminApi, useListOptions } from '../../admin/adminApi';
import { useAdminDone } from '../../admin/useAdminAction';

const restrictionSchema = z.object({
  product_id: z.number({ error: 'modalCommon.requiredField' }).int().positive(),
  scope: z.string().min(1, 'modalCommon.requiredField'),
  value: z.string().trim().min(1, 'modalCommon.requiredField'),
  reason: z.string().trim().min(1, 'modalCommon.requiredField'),
});
type RestrictionValues = z.infer<typeof restrictionSchema>;

/** /admin/restrictions: who may not buy a product (country or client group); add and remove. */
export default function AdminRestrictions() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const remover = useDeleteConfirm<number>('restrictions', (id) => t('adminOps.restrictionOf', { id: String(id) }), (id) => api.remove('restrictions', id));
  const done = useAdminDone('restrictions');
  const scopes = useListOptions('restrictions', 'scope');
  const [adding, setAdding] = useState(false);
  const fields: AdminFormField<RestrictionValues>[] = [
    { name: 'product_id', label: t('adminOps.productId'), kind: 'number', required: true },
    { name: 'scope', label: t('adminOps.scope'), kind: 'select', options: scopes },
    { name: 'value', label: t('adminOps.restrictionValue'), kind: 'text', required: true },
    { name: 'reason', label: t('adminOps.reason'), kind: 'text', required: true },
  ];
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">{t('adminNav.restrictions')}</h1>
        <Button onClick={() => setAdding(true)} className="text-body-sm">
          {t('adminOps.addRestriction')}
        </Button>
      </div>
      <AdminList
        endpoint="restrictions"
        caption={t('adminNav.restrictions')}
        renderActions={(row) => (
          <RowAction label={t('adminOps.remove')} of={t('adminOps.restrictionOf', { id: String(row.id) })} onClick={() => remover.ask(Number(row.id))} />
        )}
      />
      <AdminFormModal
        open={adding}
        title={t('adminOps.addRestriction')}
        fields={fields}
        schema={restrictionSchema}
        defaultValues={{ scope: scopes[0]?.value ?? '', value: '', reason: '' }}
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          await api.create('restrictions', values);
          await done();
          setAdding(false);
        }}
      />
      {remover.dialog}
    </section>
  );
}
