import { Button, useTranslation } from '@salon/ui';
import { useState } from 'react';
import { z } from 'zod';
import { AdminFormModal, type AdminFormField } from '../../admin/AdminFormModal';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { useAdminApi, useListOptions, type AdminTranslations } from '../../admin/adminApi';
import { translationOf, translationsWith } from '../../admin/forms';
import { useAdminDone } from '../../admin/useAdminAction';
import { useApp } from '../../lib/appContext';

const transportSchema = z.object({
  code: z.string().trim().min(1, 'modalCommon.requiredField'),
  kind: z.string().min(1, 'modalCommon.requiredField'),
  name: z.string().trim().min(1, 'modalCommon.requiredField'),
  country_id: z.number({ error: 'modalCommon.requiredField' }).int().positive(),
  price: z.string().trim().min(1, 'modalCommon.requiredField'),
  free_from: z.string().trim(),
  is_active: z.boolean(),
  order: z.number().int().min(0),
});
type TransportValues = z.infer<typeof transportSchema>;
interface Editing {
  id: number | null;
  names: AdminTranslations | null;
  values: Partial<TransportValues>;
}

/** /admin/transport: delivery methods; create, edit and delete (the API refuses deleting a used one). */
export default function AdminTransport() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  const remover = useDeleteConfirm<{ id: number; code: string }>('transport', (method) => method.code, (method) => api.remove('transport', method.id));
  const done = useAdminDone('transport');
  const kinds = useListOptions('transport', 'kind');
  const [editing, setEditing] = useState<Editing | null>(null);
  const fields: AdminFormField<TransportValues>[] = [
    { name: 'code', label: t('adminOps.code'), kind: 'text', required: true },
    { name: 'kind', label: t('adminOps.kind'), kind: 'select', options: kinds },
    { name: 'name', label: t('adminOps.name'), kind: 'text', required: true },
    { name: 'country_id', label: t('adminOps.countryId'), kind: 'number', required: true },
    { name: 'price', label: t('adminOps.price'), kind: 'text', required: true },
    { name: 'free_from', label: t('adminOps.freeFrom'), kind: 'text' },
    { name: 'is_active', label: t('adminOps.active'), kind: 'checkbox' },
    { name: 'order', label: t('adminOps.order'), kind: 'number' },
  ];
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">{t('adminNav.transport')}</h1>
        <Button
          onClick={() => setEditing({ id: null, names: null, values: { kind: kinds[0]?.value ?? '', is_active: true, order: 0, free_from: '' } })}
          className="text-body-sm"
        >
          {t('adminOps.newTransport')}
        </Button>
      </div>
      <AdminList
        endpoint="transport"
        caption={t('adminNav.transport')}
        renderActions={(row) => {
          const names = (row.i18n_name ?? {}) as AdminTranslations;
          return (
            <span className="flex gap-3">
              <RowAction
                label={t('adminPages.edit')}
                of={String(row.code)}
                onClick={() =>
                  setEditing({
                    id: Number(row.id),
                    names,
                    values: {
                      code: String(row.code),
                      kind: String(row.kind),
                      name: translationOf(names, locale),
                      country_id: Number(row.country_id),
                      price: String(row.price ?? ''),
                      free_from: row.free_from === null || row.free_from === undefined ? '' : String(row.free_from),
                      is_active: row.is_active === true,
                      order: Number(row.order ?? 0),
                    },
                  })
                }
              />
              <RowAction label={t('adminPages.delete')} of={String(row.code)} onClick={() => remover.ask({ id: Number(row.id), code: String(row.code) })} />
            </span>
          );
        }}
      />
      <AdminFormModal
        open={editing !== null}
        title={editing?.id ? t('adminOps.editTransport', { code: editing.values.code ?? '' }) : t('adminOps.newTransport')}
        fields={fields}
        schema={transportSchema}
        defaultValues={editing?.values ?? {}}
        aliases={{ i18n_name: 'name' }}
        onClose={() => setEditing(null)}
        onSubmit={async ({ name, free_from, ...values }) => {
          if (!editing) return;
          const body = { ...values, i18n_name: translationsWith(editing.names, locale, name), free_from: free_from === '' ? null : free_from };
          await (editing.id ? api.update('transport', editing.id, body) : api.create('transport', body));
          await done();
          setEditing(null);
        }}
      />
      {remover.dialog}
    </section>
  );
}
