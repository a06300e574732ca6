import { EVENT_PROGRESS, type EventProgress } from '../enums/eventProgress';

type Instant = Date | string | number;
const epochMs = (instant: Instant) => (instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant));

/** An event must end after it starts (an event of no length cannot be attended). */
export function endsAfterStart(startsAt: Instant, endsAt: Instant): boolean {
  return epochMs(endsAt) > epochMs(startsAt);
}

/** A ticket's capacity may shrink only down to the seats already sold. */
export function capacityCoversSold(capacity: number, sold: number): boolean {
  return capacity >= sold;
}

/** Upcoming before the start, in progress until the end, then done. */
export function eventProgressAt(startsAt: Instant, endsAt: Instant, now: Instant): EventProgress {
  const at = epochMs(now);
  if (at < epochMs(startsAt)) return EVENT_PROGRESS.UPCOMING;
  return at < epochMs(endsAt) ? EVENT_PROGRESS.IN_PROGRESS : EVENT_PROGRESS.DONE;
}
