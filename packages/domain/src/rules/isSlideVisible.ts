import { TIME_ZONE } from '../constants/locale';
import { toEpochMs, type Instant } from '../time/toEpochMs';
import { zonedDateTimeToEpochMs } from '../time/zonedDateTimeToEpochMs';

export interface SlideSchedule {
  readonly startDateTime?: unknown;
  readonly endDateTime?: unknown;
}

export interface SlideVisibilityMode {
  readonly editMode?: boolean;
  readonly previewMode?: boolean;
}

const NO_BOUND = null;
const INVALID = Number.NaN;

// null = no bound (missing or empty); NaN = a value that cannot be a date (hides the slide).
const readBound = (value: unknown, timeZone: string): number | null => {
  if (value === undefined || value === null) return NO_BOUND;
  if (typeof value !== 'string') return INVALID;
  if (value.trim() === '') return NO_BOUND;
  return zonedDateTimeToEpochMs(value, timeZone);
};

/**
 * Editors see every slide. Otherwise a slide shows when its start has passed and its end has
 * not; an empty start or end leaves that side open. Dates are datetime-local strings in
 * Tallinn time; a non-string or unreadable date, or a start not before the end, hides it.
 */
export const isSlideVisible = (
  slide: SlideSchedule,
  now: Instant,
  mode: SlideVisibilityMode = {},
  timeZone: string = TIME_ZONE,
): boolean => {
  if (mode.editMode || mode.previewMode) return true;
  const start = readBound(slide.startDateTime, timeZone);
  const end = readBound(slide.endDateTime, timeZone);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const nowMs = toEpochMs(now);
  if (start !== NO_BOUND && start > nowMs) return false;
  if (end !== NO_BOUND && end <= nowMs) return false;
  if (start !== NO_BOUND && end !== NO_BOUND && start >= end) return false;
  return true;
};
