import { TIME_ZONE } from '../constants/locale';
import { tallinnWallClock } from './tallinnOffset';
import { toEpochMs, type Instant } from './toEpochMs';

/** Wall-clock fields of an instant in a time zone; month is 1-based. */
export interface ZonedDateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl formatter is slow; one per time zone is reused.
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23 avoids engines that print midnight as hour 24.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const zonedDateParts = (instant: Instant, timeZone: string = TIME_ZONE): ZonedDateParts => {
  const epochMs = toEpochMs(instant);
  const wallClock = tallinnWallClock(epochMs, timeZone);
  if (wallClock) {
    return {
      year: wallClock.getUTCFullYear(),
      month: wallClock.getUTCMonth() + 1,
      day: wallClock.getUTCDate(),
      hour: wallClock.getUTCHours(),
      minute: wallClock.getUTCMinutes(),
      second: wallClock.getUTCSeconds(),
    };
  }
  const parts = formatterFor(timeZone).formatToParts(epochMs);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
};
