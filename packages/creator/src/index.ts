export * from './api';
export { PREVIEW_LIVE_PARAM, PREVIEW_MESSAGE, PREVIEW_READY_RETRY_MS, PREVIEW_STATE_WAIT_MS, creatorPageParam } from './links';
export { applyPreviewChanges, type PreviewChanges, type PreviewState } from './preview';
export { CreatorHostProvider, type CreatorHost } from './host/CreatorHost';
export { Creator, type CreatorLocation } from './Creator';
