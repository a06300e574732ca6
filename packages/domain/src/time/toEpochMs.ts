/** Anything a caller may hold as "an instant": a Date, epoch ms, or an ISO string. */
export type Instant = Date | number | string;

/** Epoch milliseconds of an instant; NaN when it cannot be read. */
export const toEpochMs = (instant: Instant): number => {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
};
