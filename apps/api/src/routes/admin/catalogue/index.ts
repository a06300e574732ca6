import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import {
  ADMIN_LIST_FIELD_TYPE as T,
  APPROVAL,
  CLIENT_GROUPS,
  ERROR_CODE,
  FILE_KIND,
  FILE_TYPE,
  LOCALE_CODES,
  PERCENT_BASE,
  PERMISSION_FLAG,
  RESTRICTION_SCOPE,
  type LocaleCode,
} from '@salon/domain';
import type { AppEnv } from '../../../context';
import type { Executor } from '../../../db/client';
import {
  brands,
  categories,
  countries,
  mediaFiles,
  productCategories,
  productFiles,
  productRestrictions,
  productReviews,
  products,
  type Translations,
} from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { slugify, slugTranslations } from '../../../lib/i18n';
import { productSearchText } from '../../../lib/searchText';
import { MAX_DB_INT, idParam, readBody, readParams, readQuery } from '../../../lib/validate';
import { mediaUrl } from '../../../media/library';
import { adminUser, requirePermission } from '../../../middleware/adminAccess';
import { column, defineAdminList, enumOptions } from '../../../services/adminList';
import { defineAdminResource, mountAdminResource } from '../../../services/adminResource';
import { AUDIT_ACTION, recordAudit } from '../../../services/audit';
import { productWireFields } from '../../../services/productCards';
import { adminResourceDocs } from '../../../openapi/adminResource';
import { adminBrand, adminCategory, adminPopularProduct, adminProductDetail, adminProductRow, adminRestriction, adminReview, categorySortingResponse } from './responses';
import { operations, type OperationDoc } from '../../../openapi/registry';

/** 404 codes of the catalogue administrator endpoints. */
const CATALOGUE_ERROR_CODE = {
  PRODUCT_NOT_FOUND: ERROR_CODE.PRODUCT_NOT_FOUND,
  PRODUCT_FILE_NOT_FOUND: 'PRODUCT_FILE_NOT_FOUND',
  BRAND_NOT_FOUND: 'BRAND_NOT_FOUND',
  BRAND_IN_USE: 'BRAND_IN_USE',
  CATEGORY_NOT_FOUND: 'CATEGORY_NOT_FOUND',
  CATEGORY_HAS_CHILDREN: 'CATEGORY_HAS_CHILDREN',
  RESTRICTION_NOT_FOUND: 'RESTRICTION_NOT_FOUND',
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
} as const;

const A = '/administrator';
const V1 = '/api/v1';
/** Longest translated name / description accepted (characters). */
const MAX_NAME_CHARS = 255;
const MAX_DESCRIPTION_CHARS = 20_000;
const MAX_IDS = 1000;

// ---- shared input pieces -------------------------------------------------------------------------

/**
 * A translatable value as the spec stores it, every locale present: `{et_EE: {value, ext_id?}, ...}`
 * or, shorter, `{et_EE: "text", ...}`. Errors are reported per locale (`name.en_US.value`).
 */
function translatableInput(rules: { required: boolean; max: number; slug?: boolean }) {
  let text = z.string({ error: 'Must be text.' }).trim().max(rules.max);
  if (rules.required) text = text.min(1, 'Required in every language.');
  const value = rules.slug ? text.refine((slug) => slugify(slug) === slug, 'Lower-case letters, digits and hyphens only.') : text;
  const entry = z.preprocess(
    (input) => (typeof input === 'string' ? { value: input } : input),
    z.object({ value, ext_id: z.string({ error: 'Must be text or null.' }).max(100).nullable().optional() }, { error: 'Must be text or {value, ext_id}.' }),
  );
  return z.strictObject(Object.fromEntries(LOCALE_CODES.map((code) => [code, entry])) as Record<LocaleCode, typeof entry>, {
    error: `Must be an object with ${LOCALE_CODES.join(', ')}.`,
  });
}
type TranslatableInput = Record<LocaleCode, { value: string; ext_id?: string | null | undefined }>;

/** Input to stored translations; a locale given without ext_id keeps the stored one. */
function toTranslations(input: TranslatableInput, existing: Translations = {}): Translations {
  const result: Translations = {};
  for (const code of LOCALE_CODES) {
    const entry = input[code];
    result[code] = { value: entry.value, ext_id: entry.ext_id !== undefined ? entry.ext_id : (existing[code]?.ext_id ?? null) };
  }
  return result;
}

const nameInput = translatableInput({ required: true, max: MAX_NAME_CHARS });
const slugInput = translatableInput({ required: true, max: MAX_NAME_CHARS, slug: true });
const descriptionInput = translatableInput({ required: false, max: MAX_DESCRIPTION_CHARS });
const money = z
  .string({ error: 'Must be an amount like "12.50" or null.' })
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Must be an amount like "12.50" or null.')
  .nullable();
const count0 = (what: string) => z.number({ error: `Must be a whole number (${what}).` }).int(`Must be a whole number (${what}).`).min(0).max(MAX_DB_INT);
const flag = z.boolean({ error: 'Must be true or false.' });
const refId = (what: string) => z.number({ error: `Must be a ${what} id.` }).int(`Must be a ${what} id.`).positive(`Must be a ${what} id.`).max(MAX_DB_INT, `No such ${what}.`);
const idList = (what: string) =>
  z
    .array(refId(what), { error: `Must be a list of ${what} ids.` })
    .max(MAX_IDS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once.');
const idParams = z.object({ id: idParam });

async function assertIdsExist(db: Executor, table: typeof brands | typeof categories, ids: number[], field: string, what: string) {
  if (ids.length === 0) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown ${what}.`, { [field]: [`No such ${what}: ${unknown.join(', ')}.`] });
}

// ---- products ------------------------------------------------------------------------------------

const PRODUCTS_LIST = defineAdminList({
  list: 'products',
  endpoint: `${V1}${A}/products/`,
  permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN,
  default_sort: 'internal_id',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('internal_id', T.STRING, { sortable: true, searchable: true }),
    column('name', T.LANGUAGE_STRING, { sortable: true, searchable: true }),
    column('brand_id', T.FOREIGN_KEY, { filterable: true, references: 'brands' }),
    column('category_id', T.FOREIGN_KEY, { filterable: true, references: 'categories', label: 'categories' }),
    column('price', T.STRING, { sortable: true }),
    column('discount_rate', T.STRING, { sortable: true }),
    column('available_stock', T.STRING, { sortable: true }),
    column('is_disabled', T.BOOLEAN, { sortable: true, filterable: true }),
    column('updated_at', T.DATE_TIME, { sortable: true }),
  ],
});

/** Admin list row: the columns of PRODUCTS_LIST plus every locale's name. */
const serializeProductRow = (row: typeof products.$inferSelect) => ({
  id: row.id,
  internal_id: row.internalId,
  name: row.name,
  brand_id: row.brandId,
  price: row.price,
  old_price: row.oldPrice,
  discount_rate: row.discountRate,
  available_stock: row.availableStock,
  is_disabled: row.isDisabled,
  popularity: row.popularity,
  business_popularity: row.businessPopularity,
  updated_at: row.updatedAt.toISOString(),
});

const serializeFile = (file: typeof productFiles.$inferSelect) => ({ id: file.id, order: file.order, kind: file.kind, mime_type: file.mimeType, url: file.url, file_type: file.fileType });

/** Everything the product edit page shows: all locales, prices, flags, brand, categories, restrictions, ordered files. */
async function productDetail(db: Executor, product: typeof products.$inferSelect) {
  const [brand] = await db.select({ id: brands.id, value: brands.value, slug: brands.slug }).from(brands).where(eq(brands.id, product.brandId));
  const links = await db
    .select({ id: categories.id, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, product.id))
    .orderBy(asc(categories.id));
  const restrictions = await db.select().from(productRestrictions).where(eq(productRestrictions.productId, product.id)).orderBy(asc(productRestrictions.id));
  const files = await db.select().from(productFiles).where(eq(productFiles.productId, product.id)).orderBy(asc(productFiles.kind), asc(productFiles.order), asc(productFiles.id));
  return {
    id: product.id,
    internal_id: product.internalId,
    ...productWireFields(product),
    is_professional: product.isProfessional,
    is_color_variation: product.isColorVariation,
    is_highlighted: product.isHighlighted,
    is_business_highlighted: product.isBusinessHighlighted,
    is_fair_favourite: product.isFairFavourite,
    is_brand_favourite: product.isBrandFavourite,
    popularity: product.popularity,
    business_popularity: product.businessPopularity,
    brand_id: product.brandId,
    brand: brand ?? null,
    categories: links.map((link) => link.id),
    category_names: links.map((link) => ({ id: link.id, i18n_name: link.name })),
    restrictions: restrictions.map(serializeRestriction),
    files: files.map(serializeFile),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** No defaults: a field left out keeps its value. */
const productUpdate = z.strictObject({
  i18n_name: nameInput.optional(),
  i18n_slug: slugInput.optional(),
  i18n_description: descriptionInput.optional(),
  price: money.optional(),
  old_price: money.optional(),
  comparison_price: money.optional(),
  discount_rate: z.number({ error: `Must be a whole percent 0-${PERCENT_BASE}.` }).int(`Must be a whole percent 0-${PERCENT_BASE}.`).min(0).max(PERCENT_BASE).optional(),
  available_stock: count0('stock').optional(),
  sale_delay: count0('working days').optional(),
  is_disabled: flag.optional(),
  is_professional: flag.optional(),
  is_highlighted: flag.optional(),
  is_business_highlighted: flag.optional(),
  is_fair_favourite: flag.optional(),
  is_brand_favourite: flag.optional(),
  brand_id: refId('brand').optional(),
  categories: idList('category').optional(),
});
type ProductUpdate = z.infer<typeof productUpdate>;

/** Recomputes products.search_text with the seed's productSearchText: names, brand, internal id. */
async function refreshSearchText(db: Executor, product: typeof products.$inferSelect) {
  const [brand] = await db.select({ value: brands.value }).from(brands).where(eq(brands.id, product.brandId));
  const searchText = productSearchText(product.name, brand?.value ?? '', product.internalId);
  if (searchText === product.searchText) return product;
  const [updated] = await db.update(products).set({ searchText }).where(eq(products.id, product.id)).returning();
  return updated ?? product;
}

const productsResource = defineAdminResource({
  path: `${A}/products`,
  permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN,
  list: PRODUCTS_LIST,
  entity: 'product',
  table: products,
  id: products.id,
  notFound: { code: CATALOGUE_ERROR_CODE.PRODUCT_NOT_FOUND, message: 'Product not found.' },
  sort: {
    id: products.id,
    internal_id: products.internalId,
    name: sql`${products.name}->'et_EE'->>'value'`,
    price: products.price,
    discount_rate: products.discountRate,
    available_stock: products.availableStock,
    is_disabled: products.isDisabled,
    updated_at: products.updatedAt,
  },
  // search_text holds every locale's name, the brand and the internal id, lower-cased.
  search: (pattern) => sql`(${products.searchText} ilike ${pattern} or ${products.internalId} ilike ${pattern})`,
  filters: {
    brand_id: { column: products.brandId },
    category_id: { where: (id: number) => sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${id})` },
    is_disabled: { column: products.isDisabled },
  },
  serialize: serializeProductRow,
  detail: productDetail,
  responses: { row: adminProductRow, detail: adminProductDetail },
  update: {
    schema: productUpdate,
    values: (body, existing) => ({
      name: body.i18n_name && toTranslations(body.i18n_name, existing.name),
      slug: body.i18n_slug && toTranslations(body.i18n_slug, existing.slug),
      description: body.i18n_description && toTranslations(body.i18n_description, existing.description),
      price: body.price,
      oldPrice: body.old_price,
      comparisonPrice: body.comparison_price,
      discountRate: body.discount_rate,
      availableStock: body.available_stock,
      saleDelay: body.sale_delay,
      isDisabled: body.is_disabled,
      isProfessional: body.is_professional,
      isHighlighted: body.is_highlighted,
      isBusinessHighlighted: body.is_business_highlighted,
      isFairFavourite: body.is_fair_favourite,
      isBrandFavourite: body.is_brand_favourite,
      brandId: body.brand_id,
      updatedAt: new Date(),
    }),
  },
  validate: async (db, body: ProductUpdate) => {
    if (body.brand_id !== undefined) await assertIdsExist(db, brands, [body.brand_id], 'brand_id', 'brand');
    if (body.categories) await assertIdsExist(db, categories, body.categories, 'categories', 'category');
  },
  afterWrite: async (tx, row, body: ProductUpdate) => {
    if (body.categories) {
      await tx.delete(productCategories).where(eq(productCategories.productId, row.id));
      if (body.categories.length > 0) await tx.insert(productCategories).values(body.categories.map((categoryId) => ({ productId: row.id, categoryId })));
    }
    return refreshSearchText(tx, row);
  },
});

// ---- product images and documents ---------------------------------------------------------------------

const attachFileBody = z.strictObject({ media_file_id: refId('media file') });
const fileOrderBody = z.strictObject({
  kind: z.enum(FILE_KIND, { error: `One of: ${Object.values(FILE_KIND).join(', ')}.` }),
  ids: idList('product file'),
});
const productFileParams = z.object({ id: idParam, fileId: idParam });

async function lockProduct(db: Executor, id: number) {
  const [product] = await db.select().from(products).where(eq(products.id, id)).for('update');
  if (!product) throw notFound(CATALOGUE_ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
  return product;
}

// ---- popular products ---------------------------------------------------------------------------------

const POPULAR_PRODUCTS_LIST = defineAdminList({
  list: 'popular_products',
  endpoint: `${V1}${A}/popular-products/`,
  permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN,
  // With is_business=true the default is -business_popularity.
  default_sort: '-popularity',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('internal_id', T.STRING, { sortable: true, searchable: true }),
    column('name', T.LANGUAGE_STRING, { searchable: true }),
    column('brand_id', T.FOREIGN_KEY, { filterable: true, references: 'brands' }),
    column('popularity', T.STRING, { sortable: true }),
    column('business_popularity', T.STRING, { sortable: true }),
    column('is_highlighted', T.BOOLEAN, { filterable: true }),
    column('is_business_highlighted', T.BOOLEAN, { filterable: true }),
    column('is_fair_favourite', T.BOOLEAN, { filterable: true }),
    column('is_brand_favourite', T.BOOLEAN, { filterable: true }),
  ],
});

const serializePopular = (row: typeof products.$inferSelect) => ({
  id: row.id,
  internal_id: row.internalId,
  name: row.name,
  brand_id: row.brandId,
  is_disabled: row.isDisabled,
  popularity: row.popularity,
  business_popularity: row.businessPopularity,
  is_highlighted: row.isHighlighted,
  is_business_highlighted: row.isBusinessHighlighted,
  is_fair_favourite: row.isFairFavourite,
  is_brand_favourite: row.isBrandFavourite,
});

const popularUpdate = z.strictObject({
  popularity: count0('popularity').optional(),
  business_popularity: count0('popularity').optional(),
  is_highlighted: flag.optional(),
  is_business_highlighted: flag.optional(),
  is_fair_favourite: flag.optional(),
  is_brand_favourite: flag.optional(),
});

const popularProductsResource = defineAdminResource({
  path: `${A}/popular-products`,
  permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN,
  list: POPULAR_PRODUCTS_LIST,
  entity: 'product',
  table: products,
  id: products.id,
  notFound: { code: CATALOGUE_ERROR_CODE.PRODUCT_NOT_FOUND, message: 'Product not found.' },
  sort: { id: products.id, internal_id: products.internalId, popularity: products.popularity, business_popularity: products.businessPopularity },
  search: (pattern) => sql`(${products.searchText} ilike ${pattern} or ${products.internalId} ilike ${pattern})`,
  listQuery: { is_business: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1').optional() },
  defaultSort: (query) => (query.is_business ? '-business_popularity' : '-popularity'),
  filters: {
    brand_id: { column: products.brandId },
    is_highlighted: { column: products.isHighlighted },
    is_business_highlighted: { column: products.isBusinessHighlighted },
    is_fair_favourite: { column: products.isFairFavourite },
    is_brand_favourite: { column: products.isBrandFavourite },
  },
  serialize: serializePopular,
  responses: { row: adminPopularProduct },
  update: {
    schema: popularUpdate,
    values: (body) => ({
      popularity: body.popularity,
      businessPopularity: body.business_popularity,
      isHighlighted: body.is_highlighted,
      isBusinessHighlighted: body.is_business_highlighted,
      isFairFavourite: body.is_fair_favourite,
      isBrandFavourite: body.is_brand_favourite,
      updatedAt: new Date(),
    }),
  },
});

// ---- restrictions -------------------------------------------------------------------------------------

const RESTRICTIONS_LIST = defineAdminList({
  list: 'restrictions',
  endpoint: `${V1}${A}/restrictions/`,
  permission: PERMISSION_FLAG.IS_RESTRICTION_ADMIN,
  default_sort: 'id',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('product_id', T.FOREIGN_KEY, { sortable: true, filterable: true, references: 'products' }),
    column('scope', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(Object.values(RESTRICTION_SCOPE)) }),
    column('value', T.STRING, { sortable: true, filterable: true, label: 'country id or client group' }),
    column('reason', T.STRING, { searchable: true }),
  ],
});

function serializeRestriction(row: typeof productRestrictions.$inferSelect) {
  return { id: row.id, product_id: row.productId, scope: row.scope, value: row.value, reason: row.reason };
}

const restrictionCreate = z.strictObject({
  product_id: refId('product'),
  scope: z.enum(RESTRICTION_SCOPE, { error: `One of: ${Object.values(RESTRICTION_SCOPE).join(', ')}.` }),
  /** A country id (as text or number) or a client group. */
  value: z.union([z.string(), z.number()], { error: 'Must be a country id or a client group.' }).transform((value) => String(value).trim()),
  reason: z.string({ error: 'Must be text.' }).trim().min(1, 'Required.').max(MAX_NAME_CHARS),
});
type RestrictionCreate = z.infer<typeof restrictionCreate>;

const restrictionsResource = defineAdminResource({
  path: `${A}/restrictions`,
  permission: PERMISSION_FLAG.IS_RESTRICTION_ADMIN,
  list: RESTRICTIONS_LIST,
  entity: 'product_restriction',
  table: productRestrictions,
  id: productRestrictions.id,
  notFound: { code: CATALOGUE_ERROR_CODE.RESTRICTION_NOT_FOUND, message: 'Restriction not found.' },
  sort: { id: productRestrictions.id, product_id: productRestrictions.productId, scope: productRestrictions.scope, value: productRestrictions.value },
  search: [productRestrictions.reason],
  filters: { product_id: { column: productRestrictions.productId }, scope: { column: productRestrictions.scope }, value: { column: productRestrictions.value } },
  serialize: serializeRestriction,
  responses: { row: adminRestriction },
  create: {
    schema: restrictionCreate,
    values: (body) => ({ productId: body.product_id, scope: body.scope, value: body.value, reason: body.reason }),
  },
  remove: {},
  validate: async (db, body: RestrictionCreate) => {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.product_id));
    if (!product) throw badRequest('Unknown product.', { product_id: ['No such product.'] });
    if (body.scope === RESTRICTION_SCOPE.COUNTRY) {
      const countryId = /^\d{1,9}$/.test(body.value) ? Number(body.value) : null;
      const [country] = countryId === null ? [] : await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      if (!country) throw badRequest('Unknown country.', { value: ['No such country id.'] });
      body.value = String(country.id);
    } else if (!(CLIENT_GROUPS as readonly string[]).includes(body.value)) {
      throw badRequest('Unknown client group.', { value: [`One of: ${CLIENT_GROUPS.join(', ')}.`] });
    }
    const [duplicate] = await db
      .select({ id: productRestrictions.id })
      .from(productRestrictions)
      .where(and(eq(productRestrictions.productId, body.product_id), eq(productRestrictions.scope, body.scope), eq(productRestrictions.value, body.value)));
    if (duplicate) throw badRequest('The product already has this restriction.', { value: ['Already restricted.'] });
  },
});

// ---- brands -------------------------------------------------------------------------------------------

const BRANDS_LIST = defineAdminList({
  list: 'brands',
  endpoint: `${V1}${A}/brands/`,
  permission: PERMISSION_FLAG.IS_BRAND_ADMIN,
  default_sort: 'value',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('value', T.STRING, { sortable: true, searchable: true, label: 'name' }),
    column('slug', T.STRING, { sortable: true, searchable: true }),
    column('created_at', T.DATE_TIME, { sortable: true }),
  ],
});

const serializeBrand = (row: typeof brands.$inferSelect) => ({ id: row.id, value: row.value, slug: row.slug, created_at: row.createdAt.toISOString() });
const brandSlug = z
  .string({ error: 'Must be text.' })
  .trim()
  .min(1, 'Required.')
  .max(MAX_NAME_CHARS)
  .refine((slug) => slugify(slug) === slug, 'Lower-case letters, digits and hyphens only.');
const brandName = z.string({ error: 'Must be text.' }).trim().min(1, 'Required.').max(MAX_NAME_CHARS);
/** slug left out: made from the name. */
const brandCreate = z.strictObject({ value: brandName, slug: brandSlug.optional() });
const brandUpdate = z.strictObject({ value: brandName.optional(), slug: brandSlug.optional() });

const brandsResource = defineAdminResource({
  path: `${A}/brands`,
  permission: PERMISSION_FLAG.IS_BRAND_ADMIN,
  list: BRANDS_LIST,
  entity: 'brand',
  table: brands,
  id: brands.id,
  notFound: { code: CATALOGUE_ERROR_CODE.BRAND_NOT_FOUND, message: 'Brand not found.' },
  sort: { id: brands.id, value: brands.value, slug: brands.slug, created_at: brands.createdAt },
  search: [brands.value, brands.slug],
  serialize: serializeBrand,
  responses: { row: adminBrand },
  create: { schema: brandCreate, values: (body) => ({ value: body.value, slug: body.slug ?? slugify(body.value) }) },
  update: { schema: brandUpdate, values: (body) => ({ value: body.value, slug: body.slug }) },
  remove: {
    before: async (tx, brand) => {
      const [used] = await tx.select({ n: count() }).from(products).where(eq(products.brandId, brand.id));
      if (used && used.n > 0) {
        throw badRequest(`The brand has ${used.n} products; move them to another brand before deleting it.`, { non_field_errors: [`${used.n} products use this brand.`] }, CATALOGUE_ERROR_CODE.BRAND_IN_USE);
      }
    },
  },
  validate: async (db, body: { value?: string; slug?: string }, { existing }) => {
    const slug = body.slug ?? (existing ? undefined : body.value && slugify(body.value));
    if (slug === '') throw badRequest('The name gives no slug.', { slug: ['Give a slug: the name has no letters or digits.'] });
    if (slug) {
      const [taken] = await db.select({ id: brands.id }).from(brands).where(existing ? and(eq(brands.slug, slug), ne(brands.id, existing.id)) : eq(brands.slug, slug));
      if (taken) throw badRequest('The slug is taken.', { slug: ['Another brand uses this slug.'] });
    }
  },
  // The brand name is part of its products' search text.
  afterWrite: async (tx, row, body: { value?: string }, action) => {
    if (action === 'update' && body.value !== undefined) {
      const rows = await tx.select().from(products).where(eq(products.brandId, row.id));
      for (const product of rows) await refreshSearchText(tx, product);
    }
  },
});

// ---- categories -----------------------------------------------------------------------------------------

const CATEGORIES_LIST = defineAdminList({
  list: 'categories',
  endpoint: `${V1}${A}/categories/`,
  permission: PERMISSION_FLAG.IS_CATEGORY_ADMIN,
  default_sort: 'order',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('name', T.LANGUAGE_STRING, { sortable: true, searchable: true }),
    column('slug', T.LANGUAGE_STRING),
    column('parent_id', T.FOREIGN_KEY, { filterable: true, references: 'categories' }),
    column('order', T.STRING, { sortable: true }),
  ],
});

/** name and slug are the list's columns; i18n_name and i18n_slug the same values under the names the edit body uses. */
const serializeCategory = (row: typeof categories.$inferSelect) => ({ id: row.id, parent_id: row.parentId, order: row.order, name: row.name, slug: row.slug, i18n_name: row.name, i18n_slug: row.slug });
const parentId = z.number({ error: 'Must be a category id or null.' }).int('Must be a category id or null.').positive('Must be a category id or null.').max(MAX_DB_INT, 'No such category.').nullable();
/** slug left out: made from the name per locale. parent_id null: a root category. */
const categoryCreate = z.strictObject({
  i18n_name: nameInput,
  i18n_slug: slugInput.optional(),
  parent_id: parentId.default(null),
  order: count0('order').optional(),
});
const categoryUpdate = z.strictObject({
  i18n_name: nameInput.optional(),
  i18n_slug: slugInput.optional(),
  parent_id: parentId.optional(),
  order: count0('order').optional(),
});
type CategoryInput = { i18n_name?: TranslatableInput; i18n_slug?: TranslatableInput; parent_id?: number | null; order?: number };

/** The position after the last of category's siblings under parent. */
async function nextOrder(db: Executor, parent: number | null, category: number) {
  const [last] = await db
    .select({ order: max(categories.order) })
    .from(categories)
    .where(and(parent === null ? isNull(categories.parentId) : eq(categories.parentId, parent), ne(categories.id, category)));
  return last?.order === null || last?.order === undefined ? 0 : last.order + 1;
}

const categoriesResource = defineAdminResource({
  path: `${A}/categories`,
  permission: PERMISSION_FLAG.IS_CATEGORY_ADMIN,
  list: CATEGORIES_LIST,
  entity: 'category',
  table: categories,
  id: categories.id,
  notFound: { code: CATALOGUE_ERROR_CODE.CATEGORY_NOT_FOUND, message: 'Category not found.' },
  sort: { id: categories.id, name: sql`${categories.name}->'et_EE'->>'value'`, order: categories.order },
  search: (pattern) => sql`exists (select 1 from jsonb_each(${categories.name}) as entry where entry.value->>'value' ilike ${pattern})`,
  filters: { parent_id: { column: categories.parentId } },
  serialize: serializeCategory,
  responses: { row: adminCategory },
  create: {
    schema: categoryCreate,
    values: (body) => {
      const name = toTranslations(body.i18n_name);
      return { name, slug: body.i18n_slug ? toTranslations(body.i18n_slug) : slugTranslations(name), parentId: body.parent_id, order: body.order ?? 0 };
    },
  },
  update: {
    schema: categoryUpdate,
    values: (body, existing) => ({
      name: body.i18n_name && toTranslations(body.i18n_name, existing.name),
      slug: body.i18n_slug && toTranslations(body.i18n_slug, existing.slug),
      parentId: body.parent_id,
      order: body.order,
    }),
  },
  validate: async (db, body: CategoryInput, { existing }) => {
    if (body.i18n_name && !body.i18n_slug && !existing) {
      const empty = LOCALE_CODES.filter((code) => slugify(body.i18n_name![code].value) === '');
      if (empty.length > 0) throw badRequest('A name gives no slug.', Object.fromEntries(empty.map((code) => [`i18n_slug.${code}`, ['Give a slug: the name has no letters or digits.']])));
    }
    if (body.parent_id === undefined || body.parent_id === null) return;
    const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.parent_id));
    if (!parent) throw badRequest('Unknown parent category.', { parent_id: ['No such category.'] });
    if (!existing) return;
    // Walk up from the new parent: meeting the category itself means a cycle.
    let cursor: number | null = body.parent_id;
    const seen = new Set<number>();
    while (cursor !== null && !seen.has(cursor)) {
      if (cursor === existing.id) throw badRequest('A category cannot sit under itself or its descendants.', { parent_id: ['This would make a cycle.'] });
      seen.add(cursor);
      const [row]: { parentId: number | null }[] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, cursor));
      cursor = row?.parentId ?? null;
    }
  },
  afterWrite: async (tx, row, body: CategoryInput, action) => {
    // A new category, or one moved to another parent, goes to the end of its siblings unless an order is given.
    const moved = action === 'update' && body.parent_id !== undefined;
    if (body.order === undefined && (action === 'create' || moved)) {
      const [updated] = await tx.update(categories).set({ order: await nextOrder(tx, row.parentId, row.id) }).where(eq(categories.id, row.id)).returning();
      return updated;
    }
  },
  remove: {
    before: async (tx, category) => {
      const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, category.id));
      if (children && children.n > 0) {
        throw badRequest(`The category has ${children.n} subcategories; move or delete them first.`, { non_field_errors: [`${children.n} subcategories.`] }, CATALOGUE_ERROR_CODE.CATEGORY_HAS_CHILDREN);
      }
    },
  },
});

const categorySortingQuery = z.object({ parent_id: idParam.optional() });
const categorySortingBody = z.strictObject({ parent_id: parentId, ids: idList('category') });

// ---- reviews ------------------------------------------------------------------------------------------

const REVIEWS_LIST = defineAdminList({
  list: 'reviews',
  endpoint: `${V1}${A}/reviews/`,
  permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN,
  default_sort: '-created_at',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('product_id', T.FOREIGN_KEY, { filterable: true, references: 'products' }),
    column('product_name', T.LANGUAGE_STRING),
    column('user_id', T.FOREIGN_KEY, { references: 'users' }),
    column('rating', T.STRING, { sortable: true }),
    column('comment', T.STRING, { searchable: true }),
    column('status', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(Object.values(APPROVAL)) }),
    column('created_at', T.DATE_TIME, { sortable: true }),
  ],
});

const serializeReview = (row: typeof productReviews.$inferSelect) => ({
  id: row.id,
  product_id: row.productId,
  user_id: row.userId,
  rating: row.rating,
  comment: row.comment,
  status: row.approval,
  created_at: row.createdAt.toISOString(),
});

const reviewsResource = defineAdminResource({
  path: `${A}/reviews`,
  permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN,
  list: REVIEWS_LIST,
  entity: 'product_review',
  table: productReviews,
  id: productReviews.id,
  notFound: { code: CATALOGUE_ERROR_CODE.REVIEW_NOT_FOUND, message: 'Review not found.' },
  sort: { id: productReviews.id, rating: productReviews.rating, status: productReviews.approval, created_at: productReviews.createdAt },
  search: [productReviews.comment],
  filters: { product_id: { column: productReviews.productId }, status: { column: productReviews.approval } },
  serialize: serializeReview,
  serializeList: async (db, rows) => {
    const ids = [...new Set(rows.map((row) => row.productId))];
    const names = new Map(ids.length ? (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map((product) => [product.id, product.name]) : []);
    return rows.map((row) => ({ ...serializeReview(row), product_name: names.get(row.productId) ?? {} }));
  },
  responses: { row: adminReview },
});

const REVIEW_DECISIONS = { approve: APPROVAL.APPROVED, deny: APPROVAL.DENIED } as const;

// ---- routes -------------------------------------------------------------------------------------------

/** Catalogue administration: products, popular products, restrictions, brands, categories, reviews. */
export function adminCatalogueRoutes() {
  const app = new Hono<AppEnv>();
  mountAdminResource(app, productsResource);

  app.post(`${A}/products/:id/files/`, async (c) => {
    const user = adminUser(c);
    const { id } = readParams(c, idParams);
    const body = await readBody(c, attachFileBody);
    const result = await c.var.db.transaction(async (tx) => {
      const product = await lockProduct(tx, id);
      const [media] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, body.media_file_id));
      if (!media) throw badRequest('Unknown media file.', { media_file_id: ['No such file in the media library.'] });
      const url = mediaUrl(media.storedName);
      const [attached] = await tx.select({ id: productFiles.id }).from(productFiles).where(and(eq(productFiles.productId, id), eq(productFiles.url, url)));
      if (attached) throw badRequest('The file is already attached.', { media_file_id: ['Already attached to this product.'] });
      const [last] = await tx.select({ order: max(productFiles.order) }).from(productFiles).where(and(eq(productFiles.productId, id), eq(productFiles.kind, media.kind)));
      const order = last?.order === null || last?.order === undefined ? 0 : last.order + 1;
      const [file] = await tx
        .insert(productFiles)
        .values({ productId: id, kind: media.kind, mimeType: media.mimeType, url, order, fileType: media.fileType ?? FILE_TYPE.GENERAL })
        .returning();
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'product', id, { attach_file: file!.id, media_file_id: media.id });
      return productDetail(tx, product);
    });
    return c.json(result, 201);
  });

  app.put(`${A}/products/:id/files/order/`, async (c) => {
    const user = adminUser(c);
    const { id } = readParams(c, idParams);
    const body = await readBody(c, fileOrderBody);
    const result = await c.var.db.transaction(async (tx) => {
      const product = await lockProduct(tx, id);
      const current = await tx.select({ id: productFiles.id }).from(productFiles).where(and(eq(productFiles.productId, id), eq(productFiles.kind, body.kind)));
      const currentIds = new Set(current.map((file) => file.id));
      if (current.length !== body.ids.length || body.ids.some((fileId) => !currentIds.has(fileId))) {
        throw badRequest('List every file of this kind exactly once.', { ids: [`Expected the ids ${[...currentIds].sort((a, b) => a - b).join(', ')} in the new order.`] });
      }
      for (const [order, fileId] of body.ids.entries()) await tx.update(productFiles).set({ order }).where(eq(productFiles.id, fileId));
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'product', id, { file_order: body });
      return productDetail(tx, product);
    });
    return c.json(result);
  });

  app.delete(`${A}/products/:id/files/:fileId/`, async (c) => {
    const user = adminUser(c);
    const { id, fileId } = readParams(c, productFileParams);
    await c.var.db.transaction(async (tx) => {
      await lockProduct(tx, id);
      const removed = await tx.delete(productFiles).where(and(eq(productFiles.id, fileId), eq(productFiles.productId, id))).returning({ id: productFiles.id });
      if (removed.length === 0) throw notFound(CATALOGUE_ERROR_CODE.PRODUCT_FILE_NOT_FOUND, 'The product has no such file.');
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'product', id, { remove_file: fileId });
    });
    return c.body(null, 204);
  });

  mountAdminResource(app, popularProductsResource);
  mountAdminResource(app, restrictionsResource);
  mountAdminResource(app, brandsResource);
  mountAdminResource(app, categoriesResource);

  app.use(`${A}/category-sorting/*`, requirePermission(PERMISSION_FLAG.IS_CATEGORY_ADMIN));
  const children = (db: Executor, parent: number | null) =>
    db
      .select()
      .from(categories)
      .where(parent === null ? isNull(categories.parentId) : eq(categories.parentId, parent))
      .orderBy(asc(categories.order), asc(categories.id));
  const assertParent = async (db: Executor, parent: number | null) => {
    if (parent === null) return;
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, parent));
    if (!row) throw notFound(CATALOGUE_ERROR_CODE.CATEGORY_NOT_FOUND, 'Category not found.');
  };

  /** The children of parent_id (roots without it) in their order. */
  app.get(`${A}/category-sorting/`, async (c) => {
    const parent = readQuery(c, categorySortingQuery).parent_id ?? null;
    await assertParent(c.var.db, parent);
    return c.json({ parent_id: parent, results: (await children(c.var.db, parent)).map(serializeCategory) });
  });

  /** Sets the order of a parent's children: ids must be exactly those children, in the new order. */
  app.put(`${A}/category-sorting/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, categorySortingBody);
    const result = await c.var.db.transaction(async (tx) => {
      await assertParent(tx, body.parent_id);
      const current = await children(tx, body.parent_id);
      const currentIds = new Set(current.map((row) => row.id));
      if (current.length !== body.ids.length || body.ids.some((id) => !currentIds.has(id))) {
        throw badRequest("List every child of the parent exactly once.", { ids: [`Expected the ids ${[...currentIds].sort((a, b) => a - b).join(', ')} in the new order.`] });
      }
      for (const [order, id] of body.ids.entries()) await tx.update(categories).set({ order }).where(eq(categories.id, id));
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'category', body.parent_id ?? 'root', { children_order: body.ids });
      return children(tx, body.parent_id);
    });
    return c.json({ parent_id: body.parent_id, results: result.map(serializeCategory) });
  });

  mountAdminResource(app, reviewsResource);
  for (const [decision, approval] of Object.entries(REVIEW_DECISIONS)) {
    app.post(`${A}/reviews/:id/${decision}/`, async (c) => {
      const user = adminUser(c);
      const { id } = readParams(c, idParams);
      const row = await c.var.db.transaction(async (tx) => {
        const [updated] = await tx.update(productReviews).set({ approval }).where(eq(productReviews.id, id)).returning();
        if (!updated) throw notFound(CATALOGUE_ERROR_CODE.REVIEW_NOT_FOUND, 'Review not found.');
        await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'product_review', id, { status: approval });
        return updated;
      });
      return c.json(serializeReview(row));
    });
  }

  return app;
}

const CATALOGUE_ADMIN = 'catalogue administration';
const productAuth = { tag: CATALOGUE_ADMIN, auth: { permission: PERMISSION_FLAG.IS_PRODUCT_ADMIN } } as const;
const categoryAuth = { tag: CATALOGUE_ADMIN, auth: { permission: PERMISSION_FLAG.IS_CATEGORY_ADMIN } } as const;
export const adminCatalogueDocs = operations([
  ...adminResourceDocs(productsResource, CATALOGUE_ADMIN, 'product'),
  { method: 'post', path: `${A}/products/:id/files/`, summary: 'Attach a media-library file (image or document) to a product, last in its kind', params: idParams, body: attachFileBody, response: { status: 201, description: 'The product detail.', schema: adminProductDetail }, errors: [404], ...productAuth },
  { method: 'put', path: `${A}/products/:id/files/order/`, summary: "Reorder a product's images or documents (every file of the kind, once)", params: idParams, body: fileOrderBody, response: { status: 200, description: 'The product detail.', schema: adminProductDetail }, errors: [404], ...productAuth },
  { method: 'delete', path: `${A}/products/:id/files/:fileId/`, summary: 'Remove a file from a product (the library file stays)', params: productFileParams, response: { status: 204, description: 'Removed.' }, errors: [404], ...productAuth },
  ...adminResourceDocs(popularProductsResource, CATALOGUE_ADMIN, 'popular product'),
  ...adminResourceDocs(restrictionsResource, CATALOGUE_ADMIN, 'product restriction'),
  ...adminResourceDocs(brandsResource, CATALOGUE_ADMIN, 'brand'),
  ...adminResourceDocs(categoriesResource, CATALOGUE_ADMIN, 'category'),
  { method: 'get', path: `${A}/category-sorting/`, summary: "A parent's children in their order (roots without parent_id)", query: categorySortingQuery, response: { status: 200, description: '`{parent_id, results: Category[]}`.', schema: categorySortingResponse }, errors: [404], ...categoryAuth },
  { method: 'put', path: `${A}/category-sorting/`, summary: "Set the order of a parent's children from an ordered id list", body: categorySortingBody, response: { status: 200, description: '`{parent_id, results: Category[]}` in the new order.', schema: categorySortingResponse }, errors: [404], ...categoryAuth },
  ...adminResourceDocs(reviewsResource, CATALOGUE_ADMIN, 'review'),
  ...Object.keys(REVIEW_DECISIONS).map(
    (decision) =>
      ({ method: 'post', path: `${A}/reviews/:id/${decision}/`, summary: `${decision === 'approve' ? 'Approve' : 'Deny'} a review (only approved reviews count on the storefront)`, params: idParams, response: { status: 200, description: 'The review.', schema: adminReview }, errors: [404], ...productAuth }) satisfies OperationDoc,
  ),
]);
