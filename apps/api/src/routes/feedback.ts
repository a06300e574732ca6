import { Hono } from 'hono';
import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, FEEDBACK_TOPICS, type FeedbackTopic } from '@salon/domain';
import type { AppEnv } from '../context';
import { customerFeedback } from '../db/schema';
import { ACTION_LIMIT, consumeAction } from '../auth/actionThrottle';
import { readBody } from '../lib/validate';
import { requireUser } from '../middleware/viewer';
import { operations } from '../openapi/registry';

const feedbackSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS as [FeedbackTopic, ...FeedbackTopic[]], { error: `Choose one of: ${FEEDBACK_TOPICS.join(', ')}.` }),
  rating: z.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX).optional().nullable(),
  message: z
    .string()
    .trim()
    .min(FEEDBACK_MESSAGE_MIN_LENGTH, `Write at least ${FEEDBACK_MESSAGE_MIN_LENGTH} characters.`)
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, `Use at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.`),
});

/** Account feedback (spec: /account/feedback): stored for customer service, limited per user. */
export function feedbackRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/feedback/', async (c) => {
    const user = requireUser(c.var.viewer);
    const body = await readBody(c, feedbackSchema);
    await consumeAction(c.var.db, ACTION_LIMIT.FEEDBACK_PER_USER, String(user.id));
    const [row] = await c.var.db
      .insert(customerFeedback)
      .values({ userId: user.id, customerUuid: user.activeCustomerUuid, email: user.email, topic: body.topic, rating: body.rating ?? null, message: body.message, locale: c.var.viewer.locale })
      .returning();
    return c.json({ id: row!.id, topic: row!.topic, rating: row!.rating, message: row!.message, created_at: row!.createdAt.toISOString() }, 201);
  });
  return app;
}

export const feedbackDocs = operations([
  { method: 'post', path: '/feedback/', summary: 'Send account feedback to customer service', tag: 'customers', auth: 'user', body: feedbackSchema, response: { status: 201, description: '`{id, topic, rating, message, created_at}`.', schema: feedbackSchema.extend({ id: z.number().int(), rating: z.number().int().nullable(), created_at: z.iso.datetime({ offset: true }) }).meta({ id: 'Feedback' }) }, errors: [429], description: 'Limited per user: 429 with Retry-After.' },
]);
