import { Button, EditCategoryModal, useTranslation, type EditCategoryValues } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { AdminFormModal, type AdminFormField } from '../../admin/AdminFormModal';
import { useSearchParams } from 'react-router';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { adminKeys, useAdminApi, type AdminCategory, type AdminTranslations } from '../../admin/adminApi';
import { localizedFieldErrors, localizedTextOf, translationOf, translationsFrom } from '../../admin/forms';
import { ApiError, apiErrorText } from '@salon/api-client';
import { useAdminDone } from '../../admin/useAdminAction';
import { useApp } from '../../lib/appContext';

type Editing = { category: AdminCategory | null };

/** '' in the select is the top level. */
const TOP_LEVEL = '';
const moveSchema = z.object({ parent_id: z.string() });
type MoveValues = z.infer<typeof moveSchema>;
/** Every category (the tree needs all of them), paged through by listAll. */
const ALL_CATEGORIES = { sort: 'id' };

/**
 * /admin/categories: the category list (filter parent_id to see one level), create under the
 * filtered parent, edit name and slug in every store language (EditCategoryModal), move under
 * another parent (the API refuses cycles at the parent field), delete.
 */
export default function AdminCategories() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  const [params] = useSearchParams();
  const nameOf = (category: AdminCategory | null) => (category ? translationOf(category.i18n_name, locale) || String(category.id) : '');
  const remover = useDeleteConfirm<AdminCategory>('categories', (category) => nameOf(category), (category) => api.remove('categories', category.id));
  const done = useAdminDone('categories');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const parentFilter = Number(params.get('parent_id')) || null;
  const [moving, setMoving] = useState<AdminCategory | null>(null);
  const everyCategory = useQuery({
    queryKey: adminKeys.list('categories', ALL_CATEGORIES),
    queryFn: ({ signal }) => api.listAll('categories', ALL_CATEGORIES, signal),
    enabled: moving !== null,
  });
  const open = (category: AdminCategory | null) => {
    setFailure(null);
    setEditing({ category });
  };
  const save = async (values: EditCategoryValues) => {
    if (!editing) return;
    setSaving(true);
    const existing = editing.category;
    const body = {
      i18n_name: translationsFrom(existing?.i18n_name, values.name),
      i18n_slug: translationsFrom(existing?.i18n_slug, values.slug),
      ...(existing ? {} : { parent_id: parentFilter }),
    };
    try {
      await (existing ? api.update('categories', existing.id, body) : api.create('categories', body));
      await done();
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError) {
        const mapped = localizedFieldErrors(error.fieldErrors, { i18n_name: 'name', i18n_slug: 'slug' });
        setFailure({ message: [error.message, ...mapped.rest].join(' '), fields: mapped.fields });
      } else setFailure({ message: apiErrorText(error), fields: {} });
    } finally {
      setSaving(false);
    }
  };
  const toCategory = (row: Record<string, unknown>): AdminCategory => ({
    id: Number(row.id),
    parent_id: row.parent_id === null || row.parent_id === undefined ? null : Number(row.parent_id),
    order: Number(row.order ?? 0),
    i18n_name: (row.i18n_name ?? row.name ?? {}) as AdminTranslations,
    i18n_slug: (row.i18n_slug ?? row.slug ?? {}) as AdminTranslations,
  });
  const moveFields: AdminFormField<MoveValues>[] = [
    {
      name: 'parent_id',
      label: t('adminOps.parentCategory'),
      kind: 'select',
      options: [
        { value: TOP_LEVEL, label: t('adminOps.topLevel') },
        ...(everyCategory.data?.results ?? [])
          .map(toCategory)
          // The category itself is never a choice; its descendants are left to the API's cycle check.
          .filter((category) => category.id !== moving?.id)
          .map((category) => ({ value: String(category.id), label: `${nameOf(category)} (${category.id})` })),
      ],
    },
  ];
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h2">{t('adminNav.categories')}</h1>
        <Button onClick={() => open(null)} className="text-body-sm">
          {t('adminOps.newCategory')}
        </Button>
      </div>
      <AdminList
        endpoint="categories"
        caption={t('adminNav.categories')}
        renderActions={(row) => {
          const category = toCategory(row);
          return (
            <span className="flex gap-3">
              <RowAction label={t('adminPages.edit')} of={nameOf(category)} onClick={() => open(category)} />
              <RowAction label={t('adminOps.moveCategory')} of={nameOf(category)} onClick={() => setMoving(category)} />
              <RowAction label={t('adminPages.delete')} of={nameOf(category)} onClick={() => remover.ask(category)} />
            </span>
          );
        }}
      />
      {editing ? (
        <EditCategoryModal
          open
          withDescription={false}
          onClose={() => setEditing(null)}
          initialLocale={locale}
          values={{ name: localizedTextOf(editing.category?.i18n_name), slug: localizedTextOf(editing.category?.i18n_slug), description: {} }}
          onSave={(values) => void save(values)}
          saving={saving}
          serverError={failure?.message ?? null}
          fieldErrors={failure?.fields}
        />
      ) : null}
      {moving && everyCategory.isError ? (
        <div role="alert" className="flex items-center gap-3">
          <p>{t('adminOps.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void everyCategory.refetch()}>
            {t('adminOps.retry')}
          </Button>
        </div>
      ) : null}
      <AdminFormModal
        // Opens once the parent choices are loaded, so a choice is never made from a partial list.
        key={moving?.id ?? 'none'}
        open={moving !== null && everyCategory.data !== undefined}
        title={t('adminOps.moveCategoryTitle', { name: nameOf(moving) })}
        fields={moveFields}
        schema={moveSchema}
        defaultValues={{ parent_id: moving?.parent_id === null || moving?.parent_id === undefined ? TOP_LEVEL : String(moving.parent_id) }}
        onClose={() => setMoving(null)}
        onSubmit={async (values) => {
          if (!moving) return;
          // The API answers a cycle with a parent_id field error, which the form shows at the select.
          await api.update('categories', moving.id, { parent_id: values.parent_id === TOP_LEVEL ? null : Number(values.parent_id) });
          await done();
          setMoving(null);
        }}
      />
      {remover.dialog}
    </section>
  );
}
