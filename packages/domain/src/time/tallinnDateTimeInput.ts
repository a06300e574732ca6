import { TIME_ZONE } from '../constants/locale';
import type { Instant } from './toEpochMs';
import { zonedDateParts } from './zonedDateParts';
import { zonedDateTimeToEpochMs } from './zonedDateTimeToEpochMs';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the value of an `<input type="datetime-local">` showing its Tallinn wall time
 * (YYYY-MM-DDTHH:mm). Every business date is Tallinn time, whatever zone the staff member's
 * computer is in; an empty instant is an empty input.
 */
export function tallinnDateTimeInput(instant: Instant | null | undefined, timeZone: string = TIME_ZONE): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const parts = zonedDateParts(instant, timeZone);
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}`;
}

/**
 * A datetime-local value read as Tallinn wall time, as an ISO instant: null for an empty input,
 * undefined for a value that is not a date-time (the caller shows an error rather than dropping it).
 */
export function tallinnDateTimeInputToIso(value: string, timeZone: string = TIME_ZONE): string | null | undefined {
  if (value.trim() === '') return null;
  const epochMs = zonedDateTimeToEpochMs(value, timeZone);
  return Number.isNaN(epochMs) ? undefined : new Date(epochMs).toISOString();
}
