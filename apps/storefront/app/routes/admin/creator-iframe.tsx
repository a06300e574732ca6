import { ComposedPage, type StoredComponent } from '@salon/block-registry';
import { type CreatorRouteType, type LocaleCode } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminKeys, useAdminApi, type AdminBlueprint, type AdminComponent, type AdminScheme } from '../../admin/adminApi';
import { PREVIEW_LIVE_PARAM, PREVIEW_MESSAGE, PREVIEW_READY_RETRY_MS, PREVIEW_STATE_WAIT_MS, applyPreviewChanges, type PreviewChanges, type PreviewState } from '@salon/creator';

/**
 * /admin/creator/iframe?scheme&placeholder[&live]: the scheme rendered through ComposedPage in
 * preview mode (every slide shows). The editor's own frame (`live`) shows the unsaved state the
 * editor posts, whole once and then only what changed, so the preview follows edits before they
 * are saved; it loads the stored lists itself only if no state comes within PREVIEW_STATE_WAIT_MS
 * (the editor has fetched them already). Any other frame (the variants side by side) loads them
 * at once.
 */
export default function CreatorIframe() {
  const api = useAdminApi();
  const [params] = useSearchParams();
  const schemeUuid = params.get('scheme') ?? '';
  const placeholderUuid = params.get('placeholder');
  const live = params.get(PREVIEW_LIVE_PARAM) === '1';
  const [loadStored, setLoadStored] = useState(!live);
  const scheme = useQuery({ queryKey: ['admin', 'schemes', 'one', schemeUuid], queryFn: () => api.get<AdminScheme>('schemes', schemeUuid), enabled: !!schemeUuid });
  const stored = useQuery({
    queryKey: adminKeys.list('components', { scheme_uuid: schemeUuid, all: true }),
    queryFn: () => api.listAll<AdminComponent>('components', { scheme_uuid: schemeUuid }),
    enabled: !!schemeUuid && loadStored,
  });
  const blueprints = useQuery({
    queryKey: adminKeys.list('blueprints', { scheme_uuid: schemeUuid }),
    queryFn: () => api.listAll<AdminBlueprint>('blueprints', { scheme_uuid: schemeUuid }),
    enabled: !!schemeUuid && loadStored,
  });
  const [posted, setPosted] = useState<PreviewState | null>(null);

  useEffect(() => {
    let answered = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type === PREVIEW_MESSAGE.STATE) {
        answered = true;
        setPosted({ components: event.data.components, pattern: event.data.pattern });
      }
      // Changes apply to a whole state had before; until one came, the frame keeps asking for it.
      if (event.data?.type === PREVIEW_MESSAGE.CHANGES) setPosted((current) => current && applyPreviewChanges(current, event.data as PreviewChanges));
    };
    window.addEventListener('message', onMessage);
    // The creator may still be hydrating when this frame is ready: ask until it answers.
    const ask = () => window.parent !== window && !answered && window.parent.postMessage({ type: PREVIEW_MESSAGE.READY }, window.location.origin);
    ask();
    const retry = window.setInterval(ask, PREVIEW_READY_RETRY_MS);
    // No editor answering (opened on its own, or the editor failed): show what is stored.
    const fallback = window.setTimeout(() => {
      if (!answered) setLoadStored(true);
    }, PREVIEW_STATE_WAIT_MS);
    return () => {
      window.clearInterval(retry);
      window.clearTimeout(fallback);
      window.removeEventListener('message', onMessage);
    };
  }, []);

  const state: PreviewState = posted ?? {
    components: (stored.data?.results ?? []).filter((component) => component.placeholder_uuid === placeholderUuid) as StoredComponent[],
    pattern: blueprints.data?.results.find((blueprint) => blueprint.placeholder_uuid === placeholderUuid)?.pattern ?? null,
  };
  const context = useMemo(
    () => ({
      mode: 'preview' as const,
      locale: (scheme.data?.language ?? 'et_EE') as LocaleCode,
      routeType: scheme.data?.type as CreatorRouteType | undefined,
      user: { loggedIn: false, isBusiness: scheme.data?.is_business ?? false, isLoyal: false, canJoinLoyalty: false, loyaltySpendEur: null },
      now: Date.now(),
      productLists: {},
      posts: [],
      pageCreatedAt: null,
    }),
    [scheme.data],
  );
  return (
    <main className="p-gutter" data-testid="creator-preview">
      <ComposedPage components={state.components} pattern={state.pattern} context={context} />
    </main>
  );
}
