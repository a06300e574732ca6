import { APPROVAL } from '@salon/domain';
import { useTranslation } from '@salon/ui';
import { AdminList } from '../../admin/AdminList';
import { RowAction } from '../../admin/RowAction';
import { useAdminApi } from '../../admin/adminApi';
import { useAdminAction } from '../../admin/useAdminAction';

/** /admin/reviews: product reviews; approve or deny each (only approved ones show on the storefront). */
export default function AdminReviews() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const run = useAdminAction('reviews');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.reviews')}</h1>
      <AdminList
        endpoint="reviews"
        caption={t('adminNav.reviews')}
        renderActions={(row) => {
          const id = Number(row.id);
          return (
            <span className="flex gap-3">
              {row.status !== APPROVAL.APPROVED ? (
                <RowAction label={t('adminOps.approve')} of={id} onClick={() => void run(() => api.decideReview(id, 'approve'), t('adminOps.reviewApproved'))} />
              ) : null}
              {row.status !== APPROVAL.DENIED ? (
                <RowAction label={t('adminOps.deny')} of={id} onClick={() => void run(() => api.decideReview(id, 'deny'), t('adminOps.reviewDenied'))} />
              ) : null}
            </span>
          );
        }}
      />
    </section>
  );
}
