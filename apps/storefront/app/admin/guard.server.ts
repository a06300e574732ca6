import { ApiError } from '@salon/api-client';
import { ADMIN_LOCALES, COOKIE_NAME, DEFAULT_ADMIN_LOCALE, LOCALE_SHORT_CODE, canAccessAdminPath, isAdminPath, shortCodeFromLocale, type LocaleCode } from '@salon/domain';
import { data, type AppLoadContext } from 'react-router';
import { requestContext } from '../lib/request.server';
import { adminNavEntries } from './nav';

/**
 * The admin guard (page-builder section 2 and 6): login, an admin group and the page's
 * permission, else 404 (never 403, so the area does not reveal itself). Also reads the admin
 * language from the i18n_admin cookie.
 *
 * `pattern` is the matched route's pattern from the loader arguments (e.g. `/admin/users`), not
 * the request path: the router matches case-insensitively and percent-decoded, so `/ADMIN/users`
 * and `/admin/%75sers` render the users page while their raw path is no admin path the
 * permission table knows. A pattern outside /admin (never expected here) is refused.
 */
export async function requireAdmin(request: Request, context: AppLoadContext, pattern: string) {
  const ctx = requestContext(request, context);
  const user = ctx.token
    ? await ctx.api.auth.user().catch((error: unknown) => (error instanceof ApiError ? null : Promise.reject(error)))
    : null;
  if (!user || !isAdminPath(pattern) || !canAccessAdminPath(user, pattern)) throw data('NOT_FOUND', { status: 404 });
  const cookieLocale = ctx.cookies[COOKIE_NAME.ADMIN_LOCALE];
  const adminLocale: LocaleCode = (ADMIN_LOCALES as readonly string[]).includes(cookieLocale ?? '') ? (cookieLocale as LocaleCode) : DEFAULT_ADMIN_LOCALE;
  return {
    email: user.email ?? '',
    adminLocale,
    adminLanguage: shortCodeFromLocale(adminLocale) ?? LOCALE_SHORT_CODE.EN,
    navEntries: adminNavEntries(user),
    permissions: user.active_role_permissions ?? [],
  };
}
