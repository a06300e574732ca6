import { TIME_ZONE } from '../constants/locale';
import { zonedDateParts } from './zonedDateParts';
import type { Instant } from './toEpochMs';

const DATE_DIGITS = 2;
const pad = (value: number): string => String(value).padStart(DATE_DIGITS, '0');

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone, Tallinn by default.
 * ISO date strings compare correctly as plain strings, which the date-window rules rely on.
 * Read from zonedDateParts: one formatter per zone, and Tallinn without Intl (decision 0054).
 */
export const zonedDateString = (instant: Instant, timeZone: string): string => {
  const { year, month, day } = zonedDateParts(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
};

export const tallinnDateString = (instant: Instant): string => zonedDateString(instant, TIME_ZONE);
