import { CREATOR_ROUTE_TYPE, type CreatorRouteType } from '@salon/domain';
import { Button, TextInput, useTranslation } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminList } from '../../admin/AdminList';
import { usePopups } from '../../admin/AdminPopups';
import { RowAction } from '../../admin/RowAction';
import { useDeleteConfirm } from '../../admin/useDeleteConfirm';
import { adminKeys, useAdminApi, type AdminRoute } from '../../admin/adminApi';
import { creatorEditHref } from '../../lib/creatorEditLinks';

const TYPE_LABEL: Partial<Record<CreatorRouteType, string>> = { CAMPAIGN: 'adminNav.campaigns', EVENT: 'adminNav.events', POST: 'adminNav.posts' };

/** /admin/routes (?type=CAMPAIGN|EVENT|POST): creator routes from the list metadata, plus "new route" and delete. */
export default function AdminRoutes() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const popups = usePopups();
  const [params] = useSearchParams();
  const listedType = params.get('type') as CreatorRouteType | null;
  const [type, setType] = useState<CreatorRouteType>(listedType ?? CREATOR_ROUTE_TYPE.CAMPAIGN);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const remover = useDeleteConfirm<{ uuid: string; name: string }>('routes', (route) => route.name, (route) => api.remove('routes', route.uuid));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const route = await api.create<AdminRoute>('routes', { type, name: name.trim() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.endpoint('routes') });
      popups.show(t('adminPages.saved'));
      navigate(creatorEditHref({ route: route.uuid, type: route.type }));
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: error instanceof Error ? error.message : String(error) }), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-h2">{t(listedType && TYPE_LABEL[listedType] ? TYPE_LABEL[listedType]! : 'adminNav.routes')}</h1>
      <form onSubmit={create} aria-label={t('adminPages.newRoute')} className="flex flex-wrap items-end gap-3 rounded border border-brand-line p-3">
        <label className="flex flex-col gap-1 text-body-sm font-semibold">
          {t('adminPages.routeType')}
          <select value={type} onChange={(event) => setType(event.target.value as CreatorRouteType)} className="rounded border border-brand-muted px-2 py-1 font-normal">
            {Object.values(CREATOR_ROUTE_TYPE).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <TextInput label={t('adminPages.name')} value={name} onChange={(event) => setName(event.target.value)} required />
        <Button type="submit" disabled={busy || !name.trim()} className="text-body-sm disabled:opacity-60">
          {t('adminPages.newRoute')}
        </Button>
      </form>
      <AdminList
        endpoint="routes"
        caption={t('adminNav.routes')}
        renderActions={(row) => (
          <span className="flex flex-wrap gap-3">
            <a href={creatorEditHref({ route: String(row.uuid), type: String(row.type) })} className="underline">
              {t('adminPages.openCreator')}
              <span className="sr-only">: {String(row.name)}</span>
            </a>
            <RowAction label={t('adminPages.delete')} of={String(row.name)} onClick={() => remover.ask({ uuid: String(row.uuid), name: String(row.name) })} />
          </span>
        )}
      />
      {/* The route's schemes, placeholders, blocks and blueprints go with it (the API cascades). */}
      {remover.dialog}
    </section>
  );
}
