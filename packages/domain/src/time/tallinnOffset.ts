import { TIME_ZONE } from '../constants/locale';

const HOUR_MS = 3_600_000;
const STANDARD_OFFSET_MS = 2 * HOUR_MS;
const SUMMER_OFFSET_MS = 3 * HOUR_MS;
/** Clocks change at 01:00 UTC in the whole EU (directive 2000/84/EC). */
const CHANGE_HOUR_UTC = 1;
const MARCH = 2;
const OCTOBER = 9;
const SUNDAY = 0;
/** Estonia has kept the EU rule since 2002 (it had no summer time in 2000 and 2001). */
export const TALLINN_RULE_FROM_MS = Date.UTC(2002, 0, 1);

/** 01:00 UTC on the last Sunday of a month. */
const lastSundayChange = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, CHANGE_HOUR_UTC));
  return lastDay.getTime() - ((lastDay.getUTCDay() - SUNDAY + 7) % 7) * 24 * HOUR_MS;
};

/**
 * Tallinn's offset from UTC at an instant, by the EU summer-time rule, or undefined where the
 * rule does not apply (before 2002, or not a finite instant) and the caller must ask Intl.
 *
 * Why not Intl: building the first `Intl.DateTimeFormat` with a time zone loads ICU's zone data,
 * about 30 ms of main thread in Chromium, and the navbar and the footer both ask for Tallinn's
 * date while a page hydrates (decision 0054). The rule is checked against Intl for every hour of
 * 2002-2040 in the unit tests, so a change of the rule in the time-zone data fails them.
 */
export const tallinnOffsetMs = (epochMs: number): number | undefined => {
  if (!Number.isFinite(epochMs) || epochMs < TALLINN_RULE_FROM_MS) return undefined;
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayChange(year, MARCH) && epochMs < lastSundayChange(year, OCTOBER);
  return summer ? SUMMER_OFFSET_MS : STANDARD_OFFSET_MS;
};

/** The instant shifted to Tallinn's wall clock, read with the UTC getters; undefined when Intl must answer. */
export const tallinnWallClock = (epochMs: number, timeZone: string): Date | undefined => {
  if (timeZone !== TIME_ZONE) return undefined;
  const offset = tallinnOffsetMs(epochMs);
  return offset === undefined ? undefined : new Date(epochMs + offset);
};
