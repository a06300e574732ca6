import { useTranslation } from '@salon/ui';
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../../layouts/admin';

/** /admin: the pages this user may open. */
export default function AdminDashboard() {
  const { t } = useTranslation();
  const admin = useRouteLoaderData<typeof loader>('layouts/admin');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminUi.navTitle')}</h1>
      <p>{t('adminPages.welcome')}</p>
      <ul className="grid gap-2 md:grid-cols-3">
        {admin?.navEntries
          .filter((entry) => entry.id !== 'dashboard')
          .map((entry) => (
            <li key={entry.id}>
              <a href={entry.href} className="block rounded border border-brand-line p-3 hover:underline">
                {t(`adminNav.${entry.id}`)}
              </a>
            </li>
          ))}
      </ul>
    </section>
  );
}
