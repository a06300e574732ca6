import { ADMIN_LOCALES, ADMIN_LOCALE_COOKIE_MAX_AGE_SECONDS, COOKIE_NAME, LOCALES, shortCodeFromLocale } from '@salon/domain';
import { AdminSideNav, Button, UiI18nProvider, useTranslation } from '@salon/ui';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/admin';
import { AdminPopups } from '../admin/AdminPopups';
import { requireAdmin } from '../admin/guard.server';
// Staff pages hydrate with TanStack's core already here (decision 0070): their data is the page.
import '../lib/query/realQueryProvider';

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  return requireAdmin(request, context, pattern);
}

function setAdminLanguage(locale: string) {
  document.cookie = `${COOKIE_NAME.ADMIN_LOCALE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ADMIN_LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  window.location.reload();
}

function AdminChrome({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const currentHref = `${location.pathname}${location.search}`;
  return (
    <div className="flex min-h-screen flex-col bg-brand-paper text-brand-ink md:flex-row" data-testid="admin-layout">
      <AdminSideNav
        items={loaderData.navEntries.map((entry) => ({ ...entry, label: t(`adminNav.${entry.id}`) }))}
        currentHref={currentHref}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-line px-4 py-2">
          <Button variant="secondary" size="sm" onClick={() => window.history.back()} className="text-body-sm">
            <span aria-hidden="true">← </span>
            {t('adminUi.back')}
          </Button>
          <label className="flex flex-wrap items-center gap-2 text-body-sm">
            {t('adminUi.language')}
            <select value={loaderData.adminLocale} onChange={(event) => setAdminLanguage(event.target.value)} className="rounded border border-brand-muted px-2 py-1">
              {ADMIN_LOCALES.map((code) => (
                <option key={code} value={code}>
                  {LOCALES.find((locale) => locale.code === code)?.name ?? shortCodeFromLocale(code)}
                </option>
              ))}
            </select>
          </label>
        </header>
        <main className="flex-1 p-4">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Admin shell: guarded by the loader (404 without permission), in the admin language (cookie i18n_admin). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <UiI18nProvider language={loaderData.adminLanguage}>
      <AdminPopups>
        <AdminChrome loaderData={loaderData} />
      </AdminPopups>
    </UiI18nProvider>
  );
}
