import { ADMIN_PATH } from '@salon/domain';

export interface CreatorParams {
  route?: string | null;
  scheme?: string | null;
  component?: string | null;
  placeholder?: string | null;
  type?: string | null;
  page?: string | null;
}

/** The creator edit link; like the page editor link it carries disableComposer and useCreator. */
export function creatorEditHref(params: CreatorParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  search.set('disableComposer', 'true');
  search.set('useCreator', 'true');
  return `${ADMIN_PATH.CREATOR_EDIT}?${search}`;
}

/** The ADMIN bar's page editor link: opens the creator on the scheme the current page renders. */
export function pageEditorHref(scheme: { uuid: string; route_uuid: string }): string {
  return creatorEditHref({ route: scheme.route_uuid, scheme: scheme.uuid });
}

export function creatorIframeHref(scheme: string, placeholder: string | null): string {
  const search = new URLSearchParams({ scheme });
  if (placeholder) search.set('placeholder', placeholder);
  return `${ADMIN_PATH.CREATOR_IFRAME}?${search}`;
}

/** Messages between the creator and its preview iframe (same origin). */
export const PREVIEW_MESSAGE = { READY: 'salon-creator-preview-ready', STATE: 'salon-creator-preview-state' } as const;

/** How often the preview frame asks again for the creator's state until it gets one. */
export const PREVIEW_READY_RETRY_MS = 1000;
