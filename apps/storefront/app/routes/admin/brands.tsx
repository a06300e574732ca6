import { formFailure, type FormFailure } from '@salon/api-client';
import { Button, EditBrandModal, useTranslation, type EditBrandValues } from '@salon/ui';
import { useState } from 'react';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { useAdminApi } from '../../admin/adminApi';
import { useAdminDone } from '../../admin/useAdminAction';
import { useApp } from '../../lib/appContext';

interface Brand {
  id: number;
  value: string;
  slug: string;
}
type Editing = { brand: Brand | null };

/** /admin/brands: brands list with create, edit (EditBrandModal) and delete. */
export default function AdminBrands() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  // Brand names are not translated: the shared form edits them as one language.
  const locales = [locale];
  const remover = useDeleteConfirm<Brand>('brands', (brand) => brand.value, (brand) => api.remove('brands', brand.id));
  const done = useAdminDone('brands');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure<'name' | 'slug'> | null>(null);
  const open = (brand: Brand | null) => {
    setFailure(null);
    setEditing({ brand });
  };
  const save = async (values: EditBrandValues) => {
    if (!editing) return;
    setSaving(true);
    const body = { value: values.name[locale] ?? '', slug: values.slug[locale] ?? '' };
    // A refusal stays in the form with its field errors.
    try {
      await (editing.brand ? api.update('brands', editing.brand.id, body) : api.create('brands', body));
      await done();
      setEditing(null);
    } catch (error) {
      setFailure(formFailure(error, ['name', 'slug'], { value: 'name' }));
    } finally {
      setSaving(false);
    }
  };
  const toBrand = (row: Record<string, unknown>): Brand => ({ id: Number(row.id), value: String(row.value ?? ''), slug: String(row.slug ?? '') });
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">{t('adminNav.brands')}</h1>
        <Button onClick={() => open(null)} className="text-body-sm">
          {t('adminOps.newBrand')}
        </Button>
      </div>
      <AdminList
        endpoint="brands"
        caption={t('adminNav.brands')}
        renderActions={(row) => (
          <span className="flex gap-3">
            <RowAction label={t('adminPages.edit')} of={String(row.value)} onClick={() => open(toBrand(row))} />
            <RowAction label={t('adminPages.delete')} of={String(row.value)} onClick={() => remover.ask(toBrand(row))} />
          </span>
        )}
      />
      {editing ? (
        <EditBrandModal
          open
          withDescription={false}
          onClose={() => setEditing(null)}
          locales={locales}
          values={{ name: { [locale]: editing.brand?.value ?? '' }, slug: { [locale]: editing.brand?.slug ?? '' }, description: {} }}
          onSave={(values) => void save(values)}
          saving={saving}
          serverError={failure?.message ?? null}
          fieldErrors={failure?.fields}
        />
      ) : null}
      {remover.dialog}
    </section>
  );
}
