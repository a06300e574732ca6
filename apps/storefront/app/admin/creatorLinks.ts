import { ADMIN_PATH } from '@salon/domain';

export function creatorIframeHref(scheme: string, placeholder: string | null): string {
  const search = new URLSearchParams({ scheme });
  if (placeholder) search.set('placeholder', placeholder);
  return `${ADMIN_PATH.CREATOR_IFRAME}?${search}`;
}

/** Messages between the creator and its preview iframe (same origin). */
export const PREVIEW_MESSAGE = { READY: 'salon-creator-preview-ready', STATE: 'salon-creator-preview-state' } as const;

/** How often the preview frame asks again for the creator's state until it gets one. */
export const PREVIEW_READY_RETRY_MS = 1000;
