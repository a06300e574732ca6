import { Checkbox, useTranslation } from '@salon/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { AdminFormModal, type AdminFormField } from '../../admin/AdminFormModal';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useAdminApi, type AdminTranslations } from '../../admin/adminApi';
import { translationOf } from '../../admin/forms';
import { useAdminDone } from '../../admin/useAdminAction';
import { useApp } from '../../lib/appContext';

const popularitySchema = z.object({
  popularity: z.number({ error: 'adminModals.wholeDays' }).int().min(0),
  business_popularity: z.number().int().min(0),
  is_highlighted: z.boolean(),
  is_business_highlighted: z.boolean(),
  is_fair_favourite: z.boolean(),
  is_brand_favourite: z.boolean(),
});
type PopularityValues = z.infer<typeof popularitySchema>;
const FLAGS = ['is_highlighted', 'is_business_highlighted', 'is_fair_favourite', 'is_brand_favourite'] as const;
const FLAG_LABEL = { is_highlighted: 'isHighlighted', is_business_highlighted: 'isBusinessHighlighted', is_fair_favourite: 'isFairFavourite', is_brand_favourite: 'isBrandFavourite' } as const;

/** /admin/popular-products: products by (business) popularity; edit popularity and the highlight flags. */
export default function AdminPopularProducts() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { locale } = useApp();
  const done = useAdminDone('popularProducts');
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<(PopularityValues & { id: number; name: string }) | null>(null);
  const business = params.get('is_business') === 'true';
  const fields: AdminFormField<PopularityValues>[] = [
    { name: 'popularity', label: t('adminOps.popularity'), kind: 'number' },
    { name: 'business_popularity', label: t('adminOps.businessPopularity'), kind: 'number' },
    ...FLAGS.map((flag) => ({ name: flag, label: t(`adminOps.${FLAG_LABEL[flag]}`), kind: 'checkbox' as const })),
  ];
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.popularProducts')}</h1>
      <Checkbox
        label={t('adminOps.businessList')}
        checked={business}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (event.target.checked) next.set('is_business', 'true');
            else next.delete('is_business');
            // The default sort follows the audience.
            next.delete('sort');
            next.delete('page');
            return next;
          })
        }
      />
      <AdminList
        endpoint="popularProducts"
        caption={t('adminNav.popularProducts')}
        renderActions={(row) => {
          const name = translationOf(row.name as AdminTranslations, locale) || String(row.internal_id);
          return (
            <RowAction
              label={t('adminPages.edit')}
              of={name}
              onClick={() =>
                setEditing({
                  id: Number(row.id),
                  name,
                  popularity: Number(row.popularity ?? 0),
                  business_popularity: Number(row.business_popularity ?? 0),
                  is_highlighted: row.is_highlighted === true,
                  is_business_highlighted: row.is_business_highlighted === true,
                  is_fair_favourite: row.is_fair_favourite === true,
                  is_brand_favourite: row.is_brand_favourite === true,
                })
              }
            />
          );
        }}
      />
      <AdminFormModal
        open={editing !== null}
        title={t('adminOps.editPopularity', { name: editing?.name ?? '' })}
        fields={fields}
        schema={popularitySchema}
        defaultValues={editing ?? {}}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return;
          await api.update('popularProducts', editing.id, values);
          await done();
          setEditing(null);
        }}
      />
    </section>
  );
}
