import { Creator, CreatorHostProvider, creatorPageParam, type CreatorHost, type CreatorLocation } from '@salon/creator';
import { useTranslation } from '@salon/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePopups } from '../../admin/AdminPopups';
import { useAdminApi } from '../../admin/adminApi';
import { MediaPicker } from '../../admin/MediaPicker';
import { RealQueryScope } from '../../lib/query/RealQueryScope';

/**
 * /admin/creator/edit?route&scheme&component&placeholder&type&page: the page builder
 * (@salon/creator). This route wires it to the address, the administrator client, the admin's
 * popups and the media library.
 */
export default function CreatorEdit() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const popups = usePopups();
  const [params, setParams] = useSearchParams();
  const routeUuid = params.get('route');
  // The route type the link was made for (routes list): the back link knows its list before the route loads.
  const linkedType = params.get('type');
  const host = useMemo<CreatorHost>(
    () => ({ api, notify: popups.show, renderMediaPicker: ({ onPick, onClose }) => <MediaPicker api={api} onPick={onPick} onClose={onClose} /> }),
    [api, popups.show],
  );

  if (!routeUuid) {
    return (
      <main className="p-4">
        <h1 className="text-h2">{t('adminNav.creator')}</h1>
        <p>{t('adminPages.noRoute')}</p>
        {/* The way out the sentence names: a creator address without a route (a bookmark, a typo). */}
        <p className="mt-2">
          <Link to="/admin/routes" className="underline">
            {t('adminNav.routes')}
          </Link>
        </p>
      </main>
    );
  }
  const location: CreatorLocation = {
    route: routeUuid,
    scheme: params.get('scheme'),
    placeholder: params.get('placeholder'),
    component: params.get('component'),
    // 1-based page of the composed page: the preview frame and the "view page" link show that page.
    page: creatorPageParam(params.get('page')),
  };
  const navigate = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return (
    <RealQueryScope>
      <CreatorHostProvider value={host}>
      <Creator
        location={location}
        onNavigate={navigate}
        backLink={(route) => (
          <a href={route || linkedType ? `/admin/routes?type=${encodeURIComponent(route?.type ?? linkedType!)}` : '/admin/routes'} className="rounded border border-brand-ink px-3 py-1 text-body-sm">
            <span aria-hidden="true">← </span>
            {t('adminUi.back')}
          </a>
        )}
      />
      </CreatorHostProvider>
    </RealQueryScope>
  );
}
