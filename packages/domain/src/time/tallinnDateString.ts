import { TIME_ZONE } from '../constants/locale';
import { tallinnWallClock } from './tallinnOffset';
import { toEpochMs, type Instant } from './toEpochMs';

const DATE_DIGITS = 2;

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone, Tallinn by default.
 * ISO date strings compare correctly as plain strings, which the date-window rules rely on.
 */
/** One formatter per time zone: creating an Intl.DateTimeFormat costs far more than formatting (every promo label asks). */
const formatters = new Map<string, Intl.DateTimeFormat>();

export const zonedDateString = (instant: Instant, timeZone: string): string => {
  const epochMs = toEpochMs(instant);
  const wallClock = tallinnWallClock(epochMs, timeZone);
  if (wallClock) return wallClock.toISOString().slice(0, 'YYYY-MM-DD'.length);
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(epochMs);
  const field = (type: Intl.DateTimeFormatPartTypes): string =>
    (parts.find((part) => part.type === type)?.value ?? '').padStart(DATE_DIGITS, '0');
  return `${field('year')}-${field('month')}-${field('day')}`;
};

export const tallinnDateString = (instant: Instant): string => zonedDateString(instant, TIME_ZONE);
