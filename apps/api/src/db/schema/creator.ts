import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CREATOR_ROUTE_TYPE, PUBLICATION } from '@salon/domain';
import { createdAt, updatedAt } from './columns';
import { countries } from './customers';

const ROUTE_TYPES = Object.values(CREATOR_ROUTE_TYPE) as [string, ...string[]];
const PUBLICATIONS = Object.values(PUBLICATION) as [string, ...string[]];

/** Route props: campaigns use order (-1 special, below 0 not listed) and is_highlighted. */
export interface CreatorRouteProps {
  order?: number;
  is_highlighted?: boolean;
  [extra: string]: unknown;
}

/** Placeholder props (page-builder.md section 3). */
export interface PlaceholderPropsColumn {
  label?: string;
  backgroundColor?: string;
  textColor?: string;
  linkUrl?: string;
  query_fields?: Record<string, string>;
  replace_original?: boolean;
  [extra: string]: unknown;
}

/** Shops a scheme can be cloned for (scheme-clone shop_id); /admin/shops lists them. */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  countryId: integer('country_id').references(() => countries.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** A content route: a campaign, event page, inspiration post, ordinary or shadow route. */
export const creatorRoutes = pgTable(
  'creator_routes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    type: text('type', { enum: ROUTE_TYPES }).notNull(),
    /** Admin label; the public title lives in the schemes' meta_title. */
    name: text('name').notNull().default(''),
    props: jsonb('props').$type<CreatorRouteProps>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('creator_routes_type_idx').on(table.type)],
);

/**
 * One language / audience (private or business) / shop version of a route's page. Posts are
 * the schemes of POST routes: meta_title, meta_image_src, path and created_at are the post.
 */
export const creatorSchemes = pgTable(
  'creator_schemes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    routeUuid: uuid('route_uuid').notNull().references(() => creatorRoutes.uuid, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    path: text('path').notNull(),
    /** Copied from the route so that lookups by type and path need no join. */
    type: text('type', { enum: ROUTE_TYPES }).notNull(),
    isBusiness: boolean('is_business').notNull().default(false),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaImageSrc: text('meta_image_src'),
    publication: text('publication', { enum: PUBLICATIONS }).notNull().default(PUBLICATION.UNPUBLISHED),
    /** Optional publish window: served to the public only from start (inclusive) until end (exclusive). */
    publishStart: timestamp('publish_start', { withTimezone: true }),
    publishEnd: timestamp('publish_end', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('creator_schemes_type_path_idx').on(table.type, table.path),
    index('creator_schemes_route_idx').on(table.routeUuid),
  ],
);

/** A named slot of a page (navbar top banner, footer contact, product list head, ...). */
export const creatorPlaceholders = pgTable(
  'creator_placeholders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    routeUuid: uuid('route_uuid').notNull().references(() => creatorRoutes.uuid, { onDelete: 'cascade' }),
    schemeUuid: uuid('scheme_uuid').notNull().references(() => creatorSchemes.uuid, { onDelete: 'cascade' }),
    /** Position (PLACEHOLDER_POSITION). */
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    props: jsonb('props').$type<PlaceholderPropsColumn>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('creator_placeholders_scheme_idx').on(table.schemeUuid), index('creator_placeholders_route_idx').on(table.routeUuid)],
);

/** A placed block. Children point at their parent by parent_uuid and slot; index orders siblings. */
export const creatorComponents = pgTable(
  'creator_components',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    parentUuid: uuid('parent_uuid').references((): AnyPgColumn => creatorComponents.uuid, { onDelete: 'cascade' }),
    routeUuid: uuid('route_uuid').notNull().references(() => creatorRoutes.uuid, { onDelete: 'cascade' }),
    schemeUuid: uuid('scheme_uuid').notNull().references(() => creatorSchemes.uuid, { onDelete: 'cascade' }),
    placeholderUuid: uuid('placeholder_uuid').references(() => creatorPlaceholders.uuid, { onDelete: 'cascade' }),
    /** The component this one was created from (templates); informational. */
    templateUuid: uuid('template_uuid'),
    slot: text('slot').notNull().default('default'),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    index: integer('index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('creator_components_scheme_idx').on(table.schemeUuid),
    index('creator_components_parent_idx').on(table.parentUuid),
    index('creator_components_placeholder_idx').on(table.placeholderUuid),
    index('creator_components_route_idx').on(table.routeUuid),
  ],
);

/** The ordered top-level component uuids of a scheme (placeholder null) or of one placeholder. */
export const creatorBlueprints = pgTable(
  'creator_blueprints',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    routeUuid: uuid('route_uuid').notNull().references(() => creatorRoutes.uuid, { onDelete: 'cascade' }),
    schemeUuid: uuid('scheme_uuid').notNull().references(() => creatorSchemes.uuid, { onDelete: 'cascade' }),
    placeholderUuid: uuid('placeholder_uuid').references(() => creatorPlaceholders.uuid, { onDelete: 'cascade' }),
    pattern: jsonb('pattern').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [index('creator_blueprints_scheme_idx').on(table.schemeUuid)],
);
