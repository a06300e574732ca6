import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, translatable } from './columns';
import { users } from './access';
import { brands, categories } from './catalogue';

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  locale: text('locale'),
  createdAt: createdAt(),
});

export const jobAdvertisements = pgTable('job_advertisements', {
  id: serial('id').primaryKey(),
  title: translatable('i18n_title'),
  description: translatable('i18n_description'),
  location: text('location').notNull(),
  employmentType: text('employment_type').notNull(),
  publishedFrom: timestamp('published_from', { withTimezone: true }).notNull(),
  /** Null = open until filled. */
  publishedUntil: timestamp('published_until', { withTimezone: true }),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * One row per search. The best matching brand and category are kept so that the popular
 * lists can be computed from what shoppers actually look for.
 */
export const searchStatistics = pgTable(
  'search_statistics',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    normalizedTerm: text('normalized_term').notNull(),
    resultCount: integer('result_count').notNull(),
    locale: text('locale').notNull(),
    matchedBrandId: integer('matched_brand_id').references(() => brands.id, { onDelete: 'set null' }),
    matchedCategoryId: integer('matched_category_id').references(() => categories.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('search_statistics_term_idx').on(table.normalizedTerm),
    index('search_statistics_brand_idx').on(table.matchedBrandId),
    index('search_statistics_category_idx').on(table.matchedCategoryId),
  ],
);

/**
 * Applications sent through the careers page's CV form. The CV itself is kept outside the public
 * media folder (API_DATA_DIR/applications) under a generated name, and mailed to staff.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** The advertisement's title as chosen in the form; empty for an open application. */
    position: text('position').notNull().default(''),
    message: text('message').notNull().default(''),
    cvStoredName: text('cv_stored_name'),
    cvOriginalName: text('cv_original_name'),
    cvMimeType: text('cv_mime_type'),
    cvSizeBytes: integer('cv_size_bytes'),
    locale: text('locale').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('job_applications_email_idx').on(table.email, table.createdAt)],
);
