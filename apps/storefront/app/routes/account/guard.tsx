import { ApiError } from '@salon/api-client';
import { NavLink, Outlet } from 'react-router';
import { accountLinks, useLogOut } from '../../frame/accountLinks';
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
  const logOut = useLogOut();
  // The same pages as the header's account menu, so none is missing here (addresses, favourites).
  return (
    <div className="grid gap-6 md:grid-cols-[200px_1fr]">
      <nav aria-label={t('account')}>
        <ul className="flex flex-col gap-2">
          {accountLinks(t).map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={({ isActive }) => (isActive ? 'font-semibold' : undefined)}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Button variant="link" onClick={logOut}>
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
