import { RECENTLY_REGISTERED_MS } from '../constants/timing';
import { toEpochMs, type Instant } from '../time/toEpochMs';

/**
 * A customer counts as recently registered for 24 hours after creation. A creation time slightly
 * in the future (server clock ahead) still counts; an unreadable one does not.
 */
export const isRecentlyRegistered = (createdAt: Instant | null | undefined, now: Instant): boolean => {
  if (createdAt === null || createdAt === undefined) return false;
  const age = toEpochMs(now) - toEpochMs(createdAt);
  return Number.isFinite(age) && age < RECENTLY_REGISTERED_MS;
};
