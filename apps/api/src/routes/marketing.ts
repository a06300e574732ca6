import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { isValidEmail, translatableSchema } from '@salon/domain';
import type { AppEnv } from '../context';
import { jobAdvertisements, newsletterSubscriptions, users } from '../db/schema';
import { readBody } from '../lib/validate';
import { clientAddress } from '../lib/clientAddress';
import { ACTION_LIMIT, consumeAction } from '../auth/actionThrottle';
import { translate } from '../lib/i18n';
import { operations } from '../openapi/registry';

/** Trimmed first, then checked with the storefront's own e-mail rule (spec section 5). */
const newsletterSchema = z.object({ email: z.string().trim().refine(isValidEmail, 'Enter a valid e-mail address.') });

export function marketingRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/subscribe-newsletter/', async (c) => {
    const { email } = await readBody(c, newsletterSchema);
    const normalised = email.toLowerCase();
    const user = c.var.viewer.user;
    // A script could otherwise put any number of addresses, or one address again and again, on the list.
    await consumeAction(c.var.db, ACTION_LIMIT.NEWSLETTER_PER_IP, clientAddress(c, c.var.config));
    await consumeAction(c.var.db, ACTION_LIMIT.NEWSLETTER_PER_EMAIL, normalised);
    // Subscribing twice is not an error: the address is simply already on the list. It is the
    // user's own only when it is their address (someone else's is not theirs to hold).
    const owner = user && user.email === normalised ? user.id : null;
    await c.var.db.insert(newsletterSubscriptions).values({ email: normalised, userId: owner, locale: c.var.viewer.locale }).onConflictDoNothing();
    if (user && user.email === normalised) await c.var.db.update(users).set({ isEmailSubscription: true }).where(eq(users.id, user.id));
    return c.json({ email: normalised, subscribed: true }, 201);
  });

  app.get('/careers/job-advertisements/', async (c) => {
    const now = new Date();
    const rows = await c.var.db
      .select()
      .from(jobAdvertisements)
      .where(and(eq(jobAdvertisements.isPublished, true), lte(jobAdvertisements.publishedFrom, now), or(isNull(jobAdvertisements.publishedUntil), gt(jobAdvertisements.publishedUntil, now))))
      .orderBy(asc(jobAdvertisements.publishedFrom));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        title: translate(row.title, c.var.viewer.locale),
        description: translate(row.description, c.var.viewer.locale),
        i18n_title: row.title,
        i18n_description: row.description,
        location: row.location,
        employment_type: row.employmentType,
        published_from: row.publishedFrom.toISOString(),
        published_until: row.publishedUntil?.toISOString() ?? null,
      })),
    );
  });
  return app;
}

const jobAdvertisementResponse = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    i18n_title: translatableSchema,
    i18n_description: translatableSchema,
    location: z.string(),
    employment_type: z.string(),
    published_from: z.iso.datetime({ offset: true }),
    published_until: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'JobAdvertisement' });

const MARKETING = 'marketing';
export const marketingDocs = operations([
  { method: 'post', path: '/subscribe-newsletter/', summary: 'Subscribe an e-mail to the newsletter (twice is fine)', tag: MARKETING, auth: 'optional', body: newsletterSchema, response: { status: 201, description: '`{email, subscribed: true}`.', schema: z.object({ email: z.string(), subscribed: z.literal(true) }) } },
  { method: 'get', path: '/careers/job-advertisements/', summary: 'Published job advertisements', tag: MARKETING, auth: 'public', response: { status: 200, description: 'Advertisements in the Accept-Language locale.', schema: z.array(jobAdvertisementResponse) } },
]);
