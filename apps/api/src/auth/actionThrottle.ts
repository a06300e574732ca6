import { sql } from 'drizzle-orm';
import { MS_PER_SECOND } from '@salon/domain';
import type { Database } from '../db/client';
import { actionThrottle } from '../db/schema';
import { API_ERROR_CODE, ApiError } from '../lib/errors';

const MINUTE_MS = 60 * MS_PER_SECOND;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits of the account actions besides login (docs/decisions/0011-account-flows-and-mail.md):
 * hits per key within a fixed window that starts at the first hit.
 */
export const ACTION_LIMIT = {
  /** Registrations from one client address. */
  REGISTER_PER_IP: { action: 'register-ip', max: 10, windowMs: HOUR_MS },
  /** Registration attempts for one e-mail (each sends a mail to it). */
  REGISTER_PER_EMAIL: { action: 'register-email', max: 3, windowMs: HOUR_MS },
  /** Reset-link requests for one e-mail, existing or not (so the limit reveals nothing). */
  PASSWORD_RESET_PER_EMAIL: { action: 'password-reset-email', max: 3, windowMs: 15 * MINUTE_MS },
  /** Reset-link requests from one client address. */
  PASSWORD_RESET_PER_IP: { action: 'password-reset-ip', max: 20, windowMs: 15 * MINUTE_MS },
  /** Feedback messages from one user. */
  FEEDBACK_PER_USER: { action: 'feedback-user', max: 5, windowMs: HOUR_MS },
  /** Product reviews written by one user (each waits in the moderation list). */
  REVIEW_PER_USER: { action: 'review-user', max: 10, windowMs: HOUR_MS },
  /** Job applications from one client address (each stores a file and mails staff). */
  JOB_APPLICATION_PER_IP: { action: 'job-application-ip', max: 5, windowMs: HOUR_MS },
  /** Job applications for one applicant e-mail. */
  JOB_APPLICATION_PER_EMAIL: { action: 'job-application-email', max: 3, windowMs: HOUR_MS },
  /** Newsletter sign-ups from one client address. */
  NEWSLETTER_PER_IP: { action: 'newsletter-ip', max: 10, windowMs: HOUR_MS },
  /** Newsletter sign-ups of one address. */
  NEWSLETTER_PER_EMAIL: { action: 'newsletter-email', max: 3, windowMs: HOUR_MS },
  /** Social logins started from one client address (each stores a state row). */
  SOCIAL_LOGIN_START_PER_IP: { action: 'social-login-ip', max: 60, windowMs: 15 * MINUTE_MS },
} as const;
export type ActionLimit = (typeof ACTION_LIMIT)[keyof typeof ACTION_LIMIT];

/**
 * Counts one hit in a single atomic upsert (safe across instances); over the limit the request
 * is refused with 429 TOO_MANY_REQUESTS and Retry-After until the window ends. A null key
 * (unknown client address) is not counted.
 */
export async function consumeAction(db: Database, limit: ActionLimit, key: string | null, now = new Date()): Promise<void> {
  if (key === null) return;
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  const expired = sql`${actionThrottle.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(actionThrottle)
    .values({ action: limit.action, key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [actionThrottle.action, actionThrottle.key],
      set: {
        hits: sql`(case when ${expired} then 1 else ${actionThrottle.hits} + 1 end)`,
        windowStartedAt: sql`(case when ${expired} then ${nowText}::timestamptz else ${actionThrottle.windowStartedAt} end)`,
      },
    })
    .returning({ hits: actionThrottle.hits, windowStartedAt: actionThrottle.windowStartedAt });
  if (row && row.hits > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + limit.windowMs - now.getTime()) / MS_PER_SECOND));
    throw new ApiError(429, API_ERROR_CODE.TOO_MANY_REQUESTS, 'Too many requests. Try again later.', undefined, undefined, { 'Retry-After': String(retryAfter) });
  }
}
