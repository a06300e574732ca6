import { UiI18nProvider } from '@salon/ui';
import { Outlet } from 'react-router';
import type { Route } from './+types/creator';
import { AdminPopups } from '../admin/AdminPopups';
import { requireAdmin } from '../admin/guard.server';

/** The creator's screens (edit and the preview iframe): the same guard (IS_ROUTE_ADMIN), no side navigation. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  return requireAdmin(request, context, pattern);
}

export default function CreatorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <UiI18nProvider language={loaderData.adminLanguage}>
      <AdminPopups>
        <Outlet />
      </AdminPopups>
    </UiI18nProvider>
  );
}
