import { localeName } from '@salon/domain';
import { CreatorTabs, useTranslation, type CreatorTab } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminQueryKeys, type CreatorRoute, type CreatorScheme } from './api';
import { useCreatorHost } from './host/CreatorHost';
import { EditorPanel } from './panels/EditorPanel';
import { LanguagesPanel } from './panels/LanguagesPanel';
import { PlaceholdersPanel } from './panels/PlaceholdersPanel';
import { SchemePanel } from './panels/SchemePanel';
import { SettingsPanel } from './panels/SettingsPanel';
import { VisibilityPanel } from './panels/VisibilityPanel';

/** Where the creator is: the app keeps it in the address (route, scheme, placeholder, component, page). */
export interface CreatorLocation {
  route: string;
  scheme: string | null;
  placeholder: string | null;
  component: string | null;
  /** 1-based page of the composed page the preview shows. */
  page: number;
}

export interface CreatorProps {
  location: CreatorLocation;
  /** Moves the creator: null removes a part of the location. */
  onNavigate: (changes: Partial<Record<'scheme' | 'placeholder' | 'component', string | null>>) => void;
  /** The heading's back link, built by the app (its routes list). */
  backLink: (route: CreatorRoute | undefined) => ReactNode;
}

/** The page builder of one route: its schemes, placeholders, visibility, scheme and route settings, and the block editor. */
export function Creator({ location, onNavigate, backLink }: CreatorProps) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const { route: routeUuid, scheme: schemeUuid, placeholder: placeholderUuid } = location;
  const [tab, setTab] = useState<CreatorTab>(schemeUuid ? 'editor' : 'languages');
  // Set when a refused publication opens a block: the editor then marks its empty required fields.
  const [checkRequired, setCheckRequired] = useState(false);
  const route = useQuery({ queryKey: ['admin', 'routes', 'one', routeUuid], queryFn: () => api.get<CreatorRoute>('routes', routeUuid) });
  const schemes = useQuery({
    queryKey: adminQueryKeys.list('schemes', { route_uuid: routeUuid, all: true }),
    queryFn: () => api.listAll<CreatorScheme>('schemes', { route_uuid: routeUuid }),
  });
  const scheme = schemes.data?.results.find((candidate) => candidate.uuid === schemeUuid) ?? null;
  const openEditor = (changes: Parameters<CreatorProps['onNavigate']>[0]) => {
    onNavigate(changes);
    setTab('editor');
  };

  const needScheme = <p className="text-body-sm text-brand-muted">{t('adminPages.noScheme')}</p>;
  const failed = route.isError || schemes.isError;
  return (
    <main className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* min-w-0: a flex item may shrink below a long path ("/campaigns/valkpakkumine") and break it on a phone. */}
        <h1 className="min-w-0 text-h2">
          {t('adminNav.creator')}: {route.data?.name ?? '…'}
          {scheme ? ` · ${scheme.path} (${localeName(scheme.language)}${scheme.is_business ? ', B2B' : ''})` : ''}
        </h1>
        {backLink(route.data)}
      </div>
      {failed && (
        <p role="alert" className="text-status-error">
          {t('adminOps.loadFailed')}
        </p>
      )}
      <CreatorTabs active={tab} onChange={setTab}>
        {tab === 'placeholders' &&
          (scheme ? (
            <PlaceholdersPanel
              scheme={scheme}
              onEdit={(uuid) => openEditor({ placeholder: uuid })}
              onDeleted={(uuid) => uuid === placeholderUuid && onNavigate({ placeholder: null, component: null })}
            />
          ) : (
            needScheme
          ))}
        {tab === 'visibility' &&
          (scheme ? (
            <VisibilityPanel
              key={scheme.uuid}
              scheme={scheme}
              onOpenBlock={(component) => {
                setCheckRequired(true);
                openEditor({ component: component.uuid, placeholder: component.placeholder_uuid ?? null });
              }}
            />
          ) : (
            needScheme
          ))}
        {tab === 'languages' && route.data && (
          <LanguagesPanel
            route={route.data}
            schemes={schemes.data?.results ?? []}
            current={schemeUuid}
            onOpen={(uuid) => openEditor({ scheme: uuid, placeholder: null, component: null })}
            onDeleted={(uuid) => uuid === schemeUuid && onNavigate({ scheme: null, placeholder: null, component: null })}
          />
        )}
        {tab === 'scheme' && (scheme ? <SchemePanel key={scheme.uuid} scheme={scheme} /> : needScheme)}
        {tab === 'settings' && route.data && <SettingsPanel key={route.data.uuid} route={route.data} />}
        {tab === 'editor' &&
          (scheme ? (
            <EditorPanel
              key={`${scheme.uuid}-${placeholderUuid ?? ''}`}
              scheme={scheme}
              placeholderUuid={placeholderUuid}
              initialComponent={location.component}
              page={location.page}
              checkRequired={checkRequired}
              onLeavePlaceholder={() => onNavigate({ placeholder: null })}
              onEnterPlaceholder={(uuid) => onNavigate({ placeholder: uuid, component: null })}
            />
          ) : (
            needScheme
          ))}
      </CreatorTabs>
    </main>
  );
}
