export const EVENT_PROGRESS = {
  UPCOMING: 0,
  IN_PROGRESS: 1,
  DONE: 2,
} as const;
export type EventProgress = (typeof EVENT_PROGRESS)[keyof typeof EVENT_PROGRESS];
