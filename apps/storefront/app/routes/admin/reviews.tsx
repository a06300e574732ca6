import { APPROVAL } from '@salon/domain';
import { useTranslation } from '@salon/ui';
import { AdminList } from '../../admin/AdminList';
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
                <button type="button" className="underline" onClick={() => void run(() => api.decideReview(id, 'approve'), t('adminOps.reviewApproved'))}>
                  {t('adminOps.approve')}
                  <span className="sr-only">: {id}</span>
                </button>
              ) : null}
              {row.status !== APPROVAL.DENIED ? (
                <button type="button" className="underline" onClick={() => void run(() => api.decideReview(id, 'deny'), t('adminOps.reviewDenied'))}>
                  {t('adminOps.deny')}
                  <span className="sr-only">: {id}</span>
                </button>
              ) : null}
            </span>
          );
        }}
      />
    </section>
  );
}
