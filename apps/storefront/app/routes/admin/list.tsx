import { Button, useTranslation } from '@salon/ui';
import { useState } from 'react';
import { z } from 'zod';
import { AdminFormModal, type AdminFormField } from '../../admin/AdminFormModal';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { useAdminApi } from '../../admin/adminApi';
import { useAdminDone } from '../../admin/useAdminAction';

const shopSchema = z.object({
  name: z.string().trim().min(1, 'modalCommon.requiredField'),
  code: z.string().trim().min(1, 'modalCommon.requiredField'),
  // Empty: no country. The API checks that the id exists.
  country_id: z.string().trim().regex(/^\d*$/, 'adminOps.wholeNumber'),
  is_active: z.boolean(),
});
type ShopValues = z.infer<typeof shopSchema>;
interface Editing {
  id: number | null;
  values: ShopValues;
}

/** /admin/shops: the shops list from the API's list metadata; create, edit and delete. */
export default function AdminShops() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const remover = useDeleteConfirm<{ id: number; name: string }>('shops', (shop) => shop.name, (shop) => api.remove('shops', shop.id));
  const done = useAdminDone('shops');
  const [editing, setEditing] = useState<Editing | null>(null);
  const fields: AdminFormField<ShopValues>[] = [
    { name: 'name', label: t('adminOps.name'), kind: 'text', required: true },
    { name: 'code', label: t('adminOps.code'), kind: 'text', required: true },
    { name: 'country_id', label: t('adminOps.shopCountryId'), kind: 'text' },
    { name: 'is_active', label: t('adminOps.active'), kind: 'checkbox' },
  ];
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">{t('adminNav.shops')}</h1>
        <Button
          onClick={() => setEditing({ id: null, values: { name: '', code: '', country_id: '', is_active: true } })}
          className="text-body-sm"
        >
          {t('adminOps.newShop')}
        </Button>
      </div>
      <AdminList
        endpoint="shops"
        caption={t('adminNav.shops')}
        renderActions={(row) => (
          <span className="flex gap-3">
            <RowAction
              label={t('adminPages.edit')}
              of={String(row.name)}
              onClick={() =>
                setEditing({
                  id: Number(row.id),
                  values: {
                    name: String(row.name ?? ''),
                    code: String(row.code ?? ''),
                    country_id: row.country_id === null || row.country_id === undefined ? '' : String(row.country_id),
                    is_active: row.is_active === true,
                  },
                })
              }
            />
            <RowAction label={t('adminPages.delete')} of={String(row.name)} onClick={() => remover.ask({ id: Number(row.id), name: String(row.name) })} />
          </span>
        )}
      />
      <AdminFormModal
        open={editing !== null}
        title={editing?.id ? t('adminOps.editShop', { name: editing.values.name }) : t('adminOps.newShop')}
        fields={fields}
        schema={shopSchema}
        defaultValues={editing?.values ?? {}}
        onClose={() => setEditing(null)}
        onSubmit={async ({ country_id, ...values }) => {
          if (!editing) return;
          const body = { ...values, country_id: country_id === '' ? null : Number(country_id) };
          await (editing.id ? api.update('shops', editing.id, body) : api.create('shops', body));
          await done();
          setEditing(null);
        }}
      />
      {remover.dialog}
    </section>
  );
}
