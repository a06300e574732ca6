import { TIME_ZONE } from '../constants/locale';
import { zonedDateParts } from './zonedDateParts';

// YYYY-MM-DD, optionally THH:mm[:ss[.fff]] — the shapes of <input type="date|datetime-local">.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
// An explicit zone (Z or ±hh:mm) means the string already names an instant.
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Millisecond digits are right-padded to this many to read ".5" as 500 ms. */
const MS_DIGITS = 3;
/** One correction settles the offset; a second handles guesses that landed across a DST change. */
const OFFSET_SETTLE_PASSES = 2;

const wallClockAsUtc = (parts: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}): number => Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);

/**
 * Epoch ms of a wall-clock date-time (datetime-local string) in a time zone, Tallinn by default.
 * Returns NaN when the string is not a date. Strings carrying Z or an offset are read as is.
 */
export const zonedDateTimeToEpochMs = (value: string, timeZone: string = TIME_ZONE): number => {
  const text = value.trim();
  if (HAS_ZONE.test(text)) return Date.parse(text);
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const wanted = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  const asUtc = wallClockAsUtc(wanted);
  const check = new Date(asUtc);
  // Rejects impossible dates such as 2025-02-30 that Date.UTC would roll over.
  if (check.getUTCMonth() !== wanted.month - 1 || check.getUTCDate() !== wanted.day) return Number.NaN;
  let guess = asUtc;
  for (let pass = 0; pass < OFFSET_SETTLE_PASSES; pass += 1) {
    const offset = wallClockAsUtc(zonedDateParts(guess, timeZone)) - guess;
    guess = asUtc - offset;
  }
  return guess + Number(fraction.padEnd(MS_DIGITS, '0'));
};
