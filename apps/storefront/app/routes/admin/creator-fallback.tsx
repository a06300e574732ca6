import { LOCALES, isLocaleCode, localeFromShortCode, localeName } from '@salon/domain';
import { Button, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminKeys, useAdminApi, type AdminRoute, type AdminScheme } from '../../admin/adminApi';
import { creatorEditHref } from '../../lib/creatorEditLinks';

/**
 * /admin/creator/fallback?route=&language=: what the page builder shows for a route that has no
 * scheme in the asked language (docs/decisions/0013): the route's schemes in other languages,
 * each opening in the creator, and the creator's languages tab to create or clone one.
 */
export default function AdminCreatorFallback() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const [params] = useSearchParams();
  const routeUuid = params.get('route');
  const asked = params.get('language') ?? '';
  const language = isLocaleCode(asked) ? asked : localeFromShortCode(asked);
  const languageName = LOCALES.find((entry) => entry.code === language)?.name ?? asked;
  const route = useQuery({ queryKey: [...adminKeys.endpoint('routes'), 'detail', routeUuid], queryFn: () => api.get<AdminRoute>('routes', routeUuid!), enabled: !!routeUuid });
  const schemes = useQuery({ queryKey: adminKeys.list('schemes', { route_uuid: routeUuid }), queryFn: () => api.list<AdminScheme>('schemes', { route_uuid: routeUuid }), enabled: !!routeUuid });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminOps.fallbackTitle')}</h1>
      {!routeUuid ? (
        <p>{t('adminOps.noRoute')}</p>
      ) : route.isError || schemes.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('adminOps.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void Promise.all([route.refetch(), schemes.refetch()])}>
            {t('adminOps.retry')}
          </Button>
        </div>
      ) : !route.data || !schemes.data ? (
        <p role="status">{t('adminUi.loading')}</p>
      ) : (
        <>
          <p className="text-h4">{route.data.name}</p>
          <p>{t('adminOps.fallbackText', { language: languageName || '–' })}</p>
          {schemes.data.results.length === 0 ? (
            <p>{t('adminOps.noSchemes')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {schemes.data.results.map((scheme) => (
                <li key={scheme.uuid}>
                  <a className="underline" href={creatorEditHref({ route: scheme.route_uuid, scheme: scheme.uuid })}>
                    {localeName(scheme.language)} · {scheme.path}
                    {scheme.is_business ? ` · ${t('adminPages.isBusiness')}` : ''}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <a className="self-start rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper" href={creatorEditHref({ route: routeUuid })}>
            {t('adminPages.openCreator')}
          </a>
        </>
      )}
    </section>
  );
}
