import { ADMIN_PATH } from '@salon/domain';

/** The query parameter of a preview frame that the editor beside it feeds (PREVIEW_MESSAGE). */
export const PREVIEW_LIVE_PARAM = 'live';

/**
 * The preview frame of a scheme (or one of its placeholders); `page` is the 1-based page shown
 * (omitted for 1). A `live` frame is the editor's own: it shows the state the editor posts and
 * loads the stored lists only if none comes (the editor has them already).
 */
export function creatorIframeHref(scheme: string, placeholder: string | null, page = 1, live = false): string {
  const search = new URLSearchParams({ scheme });
  if (placeholder) search.set('placeholder', placeholder);
  if (page > 1) search.set('page', String(page));
  if (live) search.set(PREVIEW_LIVE_PARAM, '1');
  return `${ADMIN_PATH.CREATOR_IFRAME}?${search}`;
}

/** The creator's `page` query parameter as a 1-based page number: anything but a whole number of 1 or more is page 1. */
export function creatorPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Messages between the creator and its preview iframe (same origin): READY from the frame; the whole STATE, then CHANGES (preview.ts), from the creator. */
export const PREVIEW_MESSAGE = { READY: 'salon-creator-preview-ready', STATE: 'salon-creator-preview-state', CHANGES: 'salon-creator-preview-changes' } as const;

/** How often the preview frame asks again for the creator's state until it gets one. */
export const PREVIEW_READY_RETRY_MS = 1000;
/** How long a live preview frame waits for the editor's state before it loads the stored one itself. */
export const PREVIEW_STATE_WAIT_MS = 3000;
