import { useTranslation } from '@salon/ui';
import { AdminList } from '../../admin/AdminList';

/** /admin/shops: the shops list from the API's list metadata. */
export default function AdminShops() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.shops')}</h1>
      <AdminList endpoint="shops" caption={t('adminNav.shops')} />
    </section>
  );
}
