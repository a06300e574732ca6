import { ApiError } from '@salon/api-client';
import { canAccessAdminPath } from '@salon/domain';
import { data, Outlet } from 'react-router';
import type { Route } from './+types/admin';
import { requestContext } from '../lib/request.server';

/**
 * Admin shell placeholder (the admin engineer owns the pages). The guard is final: without
 * login, the admin group or the page's permission, any /admin path is a 404 (spec section 6).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const ctx = requestContext(request);
  const path = new URL(request.url).pathname;
  const user = ctx.token ? await ctx.api.auth.user().catch((error: unknown) => (error instanceof ApiError ? null : Promise.reject(error))) : null;
  if (!user || !canAccessAdminPath(user, path)) throw data('NOT_FOUND', { status: 404 });
  return { ok: true };
}

export default function AdminLayout() {
  return <Outlet />;
}
