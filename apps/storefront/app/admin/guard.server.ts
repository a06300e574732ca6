import { ApiError } from '@salon/api-client';
import { ADMIN_LOCALES, COOKIE_NAME, DEFAULT_ADMIN_LOCALE, LOCALE_SHORT_CODE, canAccessAdminPath, shortCodeFromLocale, type LocaleCode } from '@salon/domain';
import { data } from 'react-router';
import { requestContext } from '../lib/request.server';
import { adminNavEntries } from './nav';

/**
 * The admin guard (page-builder section 2 and 6): login, an admin group and the page's
 * permission, else 404 (never 403, so the area does not reveal itself). Also reads the admin
 * language from the i18n_admin cookie.
 */
export async function requireAdmin(request: Request) {
  const ctx = requestContext(request);
  const path = new URL(request.url).pathname;
  const user = ctx.token
    ? await ctx.api.auth.user().catch((error: unknown) => (error instanceof ApiError ? null : Promise.reject(error)))
    : null;
  if (!user || !canAccessAdminPath(user, path)) throw data('NOT_FOUND', { status: 404 });
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
