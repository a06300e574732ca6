import { ApiError } from '@salon/api-client';
import { Outlet } from 'react-router';
import { sameOriginRedirect } from '../../lib/sameOriginPath';
import type { Route } from './+types/guard';
import { useApp } from '../../lib/appContext';
import { requestContext } from '../../lib/request.server';
import { Button } from '@salon/ui';

/** Account pages need login; a logged-out visitor goes to /. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  if (!ctx.token) throw sameOriginRedirect('/');
  try {
    await ctx.api.auth.user();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw sameOriginRedirect('/');
    throw error;
  }
  return null;
}

export default function AccountLayout() {
  const { t } = useApp();
  return (
    <div className="grid gap-6 md:grid-cols-[200px_1fr]">
      <nav aria-label={t('account')}>
        <ul className="flex flex-col gap-2">
          <li>
            <a href="/account/overview">{t('overview')}</a>
          </li>
          <li>
            <a href="/account/orders">{t('orders')}</a>
          </li>
          <li>
            <a href="/account/feedback">{t('feedback')}</a>
          </li>
          <li>
            <Button variant="link" onClick={() => void fetch('/session/logout', { method: 'POST' }).then(() => window.location.assign('/'))}>
              {t('logout')}
            </Button>
          </li>
        </ul>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
