import { Button, SortableList, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys, useAdminApi, type AdminCategory } from '../../admin/adminApi';
import { useAdminAction } from '../../admin/useAdminAction';
import { translationOf } from '../../admin/forms';
import { useApp } from '../../lib/appContext';
import { AdminQueryState } from '../../admin/AdminQueryState';

interface Level {
  id: number;
  name: string;
}

/**
 * /admin/category-sorting: one level of the category tree at a time (roots first), reordered by
 * drag and drop or from the keyboard (SortableList); each drop saves the level's new order.
 */
export default function AdminCategorySorting() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  const run = useAdminAction('categories');
  const [path, setPath] = useState<Level[]>([]);
  const parent = path.at(-1) ?? null;
  const parentId = parent?.id ?? null;
  const children = useQuery({ queryKey: [...adminKeys.endpoint('categories'), 'sorting', parentId], queryFn: () => api.categoryChildren(parentId) });
  // The order shown right after a drop, until the saved order comes back.
  const [pending, setPending] = useState<AdminCategory[] | null>(null);
  const items = pending ?? children.data?.results ?? [];
  const nameOf = (category: AdminCategory) => translationOf(category.i18n_name, locale) || String(category.id);
  const reorder = async (ids: string[]) => {
    const byId = new Map(items.map((category) => [String(category.id), category]));
    setPending(ids.flatMap((id) => byId.get(id) ?? []));
    await run(() => api.sortCategories(parentId, ids.map(Number)), t('adminOps.orderSaved'));
    setPending(null);
  };
  const heading = parent ? t('adminOps.childrenOf', { name: parent.name }) : t('adminOps.rootCategories');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.categorySorting')}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-h4">{heading}</h2>
        {parent ? (
          <Button variant="link" onClick={() => setPath((current) => current.slice(0, -1))}>
            {t('adminOps.upOneLevel')}
          </Button>
        ) : null}
      </div>
      <p className="text-body-sm text-brand-muted">{t('adminOps.dragHint')}</p>
      <AdminQueryState query={children}>
        {() =>
          items.length === 0 ? (
            <p>{t('adminOps.noChildren')}</p>
          ) : (
            <SortableList
              items={items}
              label={heading}
              getId={(category) => String(category.id)}
              getLabel={nameOf}
              disabled={pending !== null}
              onReorder={(ids) => void reorder(ids)}
              renderItem={(category, handle) => (
                // Wraps on a phone: "Subcategories of <a long name>" beside the name was wider than 375 px.
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-brand-line bg-brand-paper px-3 py-2">
                  {handle}
                  <span className="min-w-0 grow font-semibold">{nameOf(category)}</span>
                  <Button variant="link" className="text-left text-body-sm" onClick={() => setPath((current) => [...current, { id: category.id, name: nameOf(category) }])}>
                    {t('adminOps.openChildren', { name: nameOf(category) })}
                  </Button>
                </div>
              )}
            />
          )
        }
      </AdminQueryState>
    </section>
  );
}
