import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, money, translatable, updatedAt } from './columns';
import { users } from './access';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  value: text('value').notNull(),
  slug: text('slug').notNull().unique(),
  createdAt: createdAt(),
});

/** Category tree: parent null = root; order sorts siblings. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
    name: translatable('i18n_name'),
    slug: translatable('i18n_slug'),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    internalId: text('internal_id').notNull().unique(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    name: translatable('i18n_name'),
    slug: translatable('i18n_slug'),
    description: translatable('i18n_description'),
    /** Null: shown but not purchasable. */
    price: money('price'),
    oldPrice: money('old_price'),
    comparisonPrice: money('comparison_price'),
    /** Whole percent (15 = 15 %). */
    discountRate: integer('discount_rate').notNull().default(0),
    availableStock: integer('available_stock').notNull().default(0),
    /** Working days of extra delivery delay; 0 = ships at once. */
    saleDelay: integer('sale_delay').notNull().default(0),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** Products sharing a colour group are colour variations of each other. */
    colorGroup: integer('color_group'),
    isColorVariation: boolean('is_color_variation').notNull().default(false),
    isProfessional: boolean('is_professional').notNull().default(false),
    /** Membership of the highlight lists of spec section 3. */
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    isBusinessHighlighted: boolean('is_business_highlighted').notNull().default(false),
    isFairFavourite: boolean('is_fair_favourite').notNull().default(false),
    isBrandFavourite: boolean('is_brand_favourite').notNull().default(false),
    /** Sales rank used by the popular lists and the default search order. */
    popularity: integer('popularity').notNull().default(0),
    businessPopularity: integer('business_popularity').notNull().default(0),
    /**
     * Lower-cased names in every locale, brand and internal id: the text the trigram and
     * full-text indexes (migration 0001) are built on. Maintained by the product writer.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_brand_idx').on(table.brandId), index('products_price_idx').on(table.price)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] }), index('product_categories_category_idx').on(table.categoryId)],
);

export const RESTRICTION_SCOPES = ['country', 'clientGroup'] as const;

/** A product is not sold to customers matching scope/value (e.g. country 3, clientGroup RETAIL). */
export const productRestrictions = pgTable(
  'product_restrictions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: RESTRICTION_SCOPES }).notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [index('product_restrictions_product_idx').on(table.productId)],
);

export const FILE_KINDS = ['images', 'documents'] as const;

export const productFiles = pgTable(
  'product_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** Path served by this API (e.g. /media/products/12.svg): no external hosts. */
    url: text('url').notNull(),
    /** Numeric file type: 2 manual, 11 general. */
    fileType: smallint('file_type').notNull(),
  },
  (table) => [index('product_files_product_idx').on(table.productId, table.order)],
);

export const APPROVAL_STATES = ['pending', 'approved', 'denied'] as const;

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    approval: text('approval', { enum: APPROVAL_STATES }).notNull().default('approved'),
    createdAt: createdAt(),
  },
  // One review per customer and product, held by the database (two requests at once cannot both write).
  (table) => [index('product_reviews_product_idx').on(table.productId), uniqueIndex('product_reviews_user_product_idx').on(table.userId, table.productId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [unique('favourites_user_product_unique').on(table.userId, table.productId)],
);
