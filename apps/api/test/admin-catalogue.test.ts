import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { ADMIN_LIST_FIELD_TYPE, COUNTRY_ID, LOCALE_CODES } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { adminAuditLog, brands, categories, productCategories, productFiles, productRestrictions, productReviews, products } from '../src/db/schema';
import { productSearchText } from '../src/lib/searchText';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-catalogue-admin-test-'));
const api = await createTestApi({ mediaDir });
afterAll(async () => {
  await api.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
const db = api.database.db;
const A = '/api/v1/administrator';
const token = await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN);
const as = (body?: unknown) => ({ token, ...(body === undefined ? {} : { body }) });

const names = (prefix: string) => Object.fromEntries(LOCALE_CODES.map((code) => [code, { value: `${prefix} ${code}`, ext_id: null }]));
const audit = (entity: string, entityId: string | number) =>
  db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(entityId)))).orderBy(asc(adminAuditLog.id));
const productRow = async (id: number) => (await db.select().from(products).where(eq(products.id, id)))[0]!;
const enabledProducts = await db.select().from(products).where(eq(products.isDisabled, false)).orderBy(asc(products.id));
const brandRows = await db.select().from(brands).orderBy(asc(brands.id));

/** A 400 with the field named in errors. */
function expectFieldError(response: { status: number; body: any }, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('VALIDATION_ERROR');
  expect(typeof response.body.message).toBe('string');
  expect(Object.keys(response.body.errors ?? {}), JSON.stringify(response.body)).toContain(field);
}

describe('catalogue list metadata', () => {
  it('describes every catalogue list in the spec field types', async () => {
    const response = await api.request('GET', `${A}/list-metadata/`, as());
    expect(response.status).toBe(200);
    const types = new Set<string>(Object.values(ADMIN_LIST_FIELD_TYPE));
    for (const list of ['products', 'popular_products', 'restrictions', 'brands', 'categories', 'reviews']) {
      const metadata = response.body[list];
      expect(metadata, list).toBeDefined();
      expect(metadata.endpoint).toMatch(new RegExp(`^/api/v1/administrator/`));
      for (const field of metadata.fields) expect(types.has(field.type), `${list}.${field.name}`).toBe(true);
    }
    expect(response.body.products.fields.find((field: any) => field.name === 'name').type).toBe(ADMIN_LIST_FIELD_TYPE.LANGUAGE_STRING);
    expect(response.body.products.fields.find((field: any) => field.name === 'brand_id')).toMatchObject({ type: ADMIN_LIST_FIELD_TYPE.FOREIGN_KEY, filterable: true, references: 'brands' });
    expect(response.body.reviews.fields.find((field: any) => field.name === 'status').options.map((option: any) => option.value)).toEqual(['pending', 'approved', 'denied']);
  });
});

describe('products list and detail', () => {
  it('pages, searches, filters and sorts', async () => {
    const [total] = await db.select({ n: count() }).from(products);
    const page = await api.request('GET', `${A}/products/?page_size=5&page=2`, as());
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: total!.n, next: 3, previous: 1, metadata: { list: 'products' } });
    expect(page.body.results.map((row: any) => row.internal_id)).toEqual(
      (await db.select().from(products).orderBy(asc(products.internalId), asc(products.id)).limit(5).offset(5)).map((row) => row.internalId),
    );

    const sample = enabledProducts[7]!;
    const byId = await api.request('GET', `${A}/products/?q=${sample.internalId.toLowerCase()}`, as());
    expect(byId.body.results.map((row: any) => row.id)).toEqual([sample.id]);
    const word = sample.name.en_US!.value.split(' ')[1]!.toUpperCase();
    const byName = await api.request('GET', `${A}/products/?q=${encodeURIComponent(word)}&page_size=500`, as());
    expect(byName.body.results.map((row: any) => row.id)).toContain(sample.id);
    // q matches the search text: every locale's name, the brand and the internal id.
    const brandName = new Map(brandRows.map((brand) => [brand.id, brand.value]));
    for (const row of byName.body.results) expect(`${JSON.stringify(row.name)} ${brandName.get(row.brand_id)} ${row.internal_id}`.toLowerCase()).toContain(word.toLowerCase());

    const brandId = sample.brandId;
    const byBrand = await api.request('GET', `${A}/products/?brand_id=${brandId}&page_size=500`, as());
    const [brandCount] = await db.select({ n: count() }).from(products).where(eq(products.brandId, brandId));
    expect(byBrand.body.count).toBe(brandCount!.n);
    expect(byBrand.body.results.every((row: any) => row.brand_id === brandId)).toBe(true);

    const [link] = await db.select().from(productCategories).limit(1);
    const byCategory = await api.request('GET', `${A}/products/?category_id=${link!.categoryId}&page_size=500`, as());
    const linked = await db.select().from(productCategories).where(eq(productCategories.categoryId, link!.categoryId));
    expect(byCategory.body.results.map((row: any) => row.id).sort()).toEqual(linked.map((row) => row.productId).sort());

    const disabled = await api.request('GET', `${A}/products/?is_disabled=true&page_size=500`, as());
    const [disabledCount] = await db.select({ n: count() }).from(products).where(eq(products.isDisabled, true));
    expect(disabled.body.count).toBe(disabledCount!.n);
    expect(disabled.body.results.every((row: any) => row.is_disabled === true)).toBe(true);

    const sorted = await api.request('GET', `${A}/products/?sort=-available_stock&page_size=50`, as());
    const stocks = sorted.body.results.map((row: any) => row.available_stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('refuses unknown sort fields and malformed filters', async () => {
    expectFieldError(await api.request('GET', `${A}/products/?sort=search_text`, as()), 'sort');
    expectFieldError(await api.request('GET', `${A}/products/?brand_id=abc`, as()), 'brand_id');
    expectFieldError(await api.request('GET', `${A}/products/?is_disabled=maybe`, as()), 'is_disabled');
    expectFieldError(await api.request('GET', `${A}/products/?page=0`, as()), 'page');
  });

  it('returns every locale, prices, flags, brand, categories, restrictions and ordered files', async () => {
    const sample = enabledProducts[3]!;
    const response = await api.request('GET', `${A}/products/${sample.id}/`, as());
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.i18n_name).sort()).toEqual([...LOCALE_CODES].sort());
    expect(Object.keys(response.body.i18n_slug).sort()).toEqual([...LOCALE_CODES].sort());
    expect(Object.keys(response.body.i18n_description).sort()).toEqual([...LOCALE_CODES].sort());
    expect(response.body).toMatchObject({
      id: sample.id,
      internal_id: sample.internalId,
      price: sample.price,
      old_price: sample.oldPrice,
      comparison_price: sample.comparisonPrice,
      discount_rate: sample.discountRate,
      available_stock: sample.availableStock,
      sale_delay: sample.saleDelay,
      is_disabled: false,
      is_highlighted: sample.isHighlighted,
      brand: { id: sample.brandId },
    });
    const links = await db.select().from(productCategories).where(eq(productCategories.productId, sample.id));
    expect(response.body.categories.sort()).toEqual(links.map((row) => row.categoryId).sort());
    expect(response.body.files.map((file: any) => file.kind)).toEqual(['images']);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const missing = await api.request('GET', `${A}/products/999999/`, as());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found.' });
    expectFieldError(await api.request('GET', `${A}/products/abc/`, as()), 'id');
    expect((await api.request('PUT', `${A}/products/999999/`, as({ available_stock: 1 }))).status).toBe(404);
  });
});

describe('product update', () => {
  const product = enabledProducts[10]!;
  const otherBrand = brandRows.find((brand) => brand.id !== product.brandId)!;

  it('changes the general fields, keeps search_text as the product writer builds it, and shows on the storefront', async () => {
    const leafs = await db.select().from(categories).orderBy(asc(categories.id));
    const categoryIds = [leafs[leafs.length - 1]!.id, leafs[leafs.length - 2]!.id];
    const body = {
      i18n_name: { ...names('Siidine šampoon'), et_EE: 'Siidine šampoon' },
      i18n_slug: Object.fromEntries(LOCALE_CODES.map((code) => [code, `siidine-sampoon-${code.toLowerCase().replace('_', '-')}`])),
      i18n_description: { ...names('Kirjeldus'), ru_RU: { value: '' } },
      price: '19.90',
      old_price: '24.90',
      comparison_price: null,
      discount_rate: 20,
      available_stock: 7,
      sale_delay: 3,
      is_highlighted: true,
      is_brand_favourite: true,
      brand_id: otherBrand.id,
      categories: categoryIds,
    };
    const response = await api.request('PUT', `${A}/products/${product.id}/`, as(body));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: product.id,
      price: '19.90',
      old_price: '24.90',
      comparison_price: null,
      discount_rate: 20,
      available_stock: 7,
      sale_delay: 3,
      is_highlighted: true,
      is_brand_favourite: true,
      brand_id: otherBrand.id,
      brand: { id: otherBrand.id, value: otherBrand.value },
    });
    expect(response.body.i18n_name.et_EE).toEqual({ value: 'Siidine šampoon', ext_id: product.name.et_EE!.ext_id });
    expect(response.body.i18n_description.ru_RU).toEqual({ value: '', ext_id: null });
    expect(response.body.categories.sort()).toEqual([...categoryIds].sort());

    const row = await productRow(product.id);
    expect(row).toMatchObject({ price: '19.90', oldPrice: '24.90', comparisonPrice: null, discountRate: 20, availableStock: 7, saleDelay: 3, brandId: otherBrand.id, isHighlighted: true });
    expect(row.name.en_US).toEqual({ value: 'Siidine šampoon en_US', ext_id: null });
    expect(row.slug.fi_FI!.value).toBe('siidine-sampoon-fi-fi');
    expect(row.searchText).toBe(productSearchText(row.name, otherBrand.value, row.internalId));
    expect(row.searchText).toContain('siidine šampoon fi_fi');
    expect(row.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());
    const links = await db.select().from(productCategories).where(eq(productCategories.productId, product.id));
    expect(links.map((link) => link.categoryId).sort()).toEqual([...categoryIds].sort());

    const [entry] = await audit('product', product.id);
    expect(entry).toMatchObject({ action: 'update', userEmail: SEED_LOGIN.TH_PRODUCT_ADMIN });
    expect((entry!.details as any).price).toBe('19.90');

    // The storefront's product call shows the edit.
    const card = await api.request('GET', `/api/v1/products/${product.id}/`, { headers: { 'Accept-Language': 'en' } });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ name: 'Siidine šampoon en_US', price: '19.90', old_price: '24.90', discount_rate: 20, available_stock: 7, sale_delay: 3, brand_id: otherBrand.id });
    expect(card.body.categories.sort()).toEqual([...categoryIds].sort());
    // ...and the product search finds it under its new name.
    const search = await api.request('GET', `/api/v1/products/elastic/search/new/?term=${encodeURIComponent('siidine')}`);
    expect(search.body.results.products.map((item: any) => item.id)).toContain(product.id);
  });

  it('keeps the fields a PUT leaves out', async () => {
    const before = await productRow(product.id);
    const response = await api.request('PUT', `${A}/products/${product.id}/`, as({ available_stock: 0, price: null }));
    expect(response.status).toBe(200);
    const after = await productRow(product.id);
    expect(after).toMatchObject({ availableStock: 0, price: null, name: before.name, slug: before.slug, description: before.description, brandId: before.brandId, discountRate: before.discountRate });
    const links = await db.select().from(productCategories).where(eq(productCategories.productId, product.id));
    expect(links).toHaveLength(2);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await productRow(product.id);
    const auditBefore = (await audit('product', product.id)).length;
    const malformed = await api.request('PUT', `${A}/products/${product.id}/`, { token, rawBody: '{"price": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.non_field_errors).toEqual(['Request body is not valid JSON.']);
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ price: 12.5 })), 'price');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ price: '12,50' })), 'price');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ discount_rate: 101 })), 'discount_rate');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ discount_rate: -1 })), 'discount_rate');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ available_stock: 1.5 })), 'available_stock');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ sale_delay: '2' })), 'sale_delay');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ is_disabled: 'yes' })), 'is_disabled');
    const { lv_LV: _lv, ...fourLocales } = names('X');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ i18n_name: fourLocales })), 'i18n_name.lv_LV');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ i18n_name: { ...names('X'), en_US: '  ' } })), 'i18n_name.en_US.value');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ i18n_name: { ...names('X'), de_DE: 'X' } })), 'i18n_name');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ i18n_slug: { ...names('x'), et_EE: 'Not A Slug' } })), 'i18n_slug.et_EE.value');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ brand_id: 999999 })), 'brand_id');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ categories: [999999] })), 'categories');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/`, as({ categories: [1, 1] })), 'categories');
    expect((await api.request('PUT', `${A}/products/${product.id}/`, as({ search_text: 'x' }))).status).toBe(400);
    expect(await productRow(product.id)).toEqual(before);
    expect(await audit('product', product.id)).toHaveLength(auditBefore);
  });
});

const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c36' } }).png().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('product images and documents', () => {
  const product = enabledProducts[12]!;
  async function upload(area: 'files' | 'documents', bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const response = await api.app.request(`${A}/${area}/`, { method: 'POST', body: form, headers: { Authorization: `Token ${token}` } });
    expect(response.status).toBe(201);
    return (await response.json()) as any;
  }

  it('attaches library files, reorders and removes them; the storefront shows the order', async () => {
    const image = await upload('files', png, 'front.png', 'image/png');
    const manual = await upload('documents', pdf, 'manual.pdf', 'application/pdf', { file_type: '2' });
    const [seedImage] = await db.select().from(productFiles).where(eq(productFiles.productId, product.id));

    const attached = await api.request('POST', `${A}/products/${product.id}/files/`, as({ media_file_id: image.id }));
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    const added = attached.body.files.find((file: any) => file.url === image.url);
    expect(added).toMatchObject({ kind: 'images', mime_type: 'image/png', order: 1, file_type: 11 });
    const document = await api.request('POST', `${A}/products/${product.id}/files/`, as({ media_file_id: manual.id }));
    expect(document.status).toBe(201);
    expect(document.body.files.find((file: any) => file.url === manual.url)).toMatchObject({ kind: 'documents', mime_type: 'application/pdf', order: 0, file_type: 2 });

    expectFieldError(await api.request('POST', `${A}/products/${product.id}/files/`, as({ media_file_id: image.id })), 'media_file_id');
    expectFieldError(await api.request('POST', `${A}/products/${product.id}/files/`, as({ media_file_id: 999999 })), 'media_file_id');
    expectFieldError(await api.request('POST', `${A}/products/${product.id}/files/`, as({ media_file_id: 'one' })), 'media_file_id');
    const unknownProduct = await api.request('POST', `${A}/products/999999/files/`, as({ media_file_id: image.id }));
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.code).toBe('PRODUCT_NOT_FOUND');

    const reordered = await api.request('PUT', `${A}/products/${product.id}/files/order/`, as({ kind: 'images', ids: [added.id, seedImage!.id] }));
    expect(reordered.status).toBe(200);
    const images = await db.select().from(productFiles).where(and(eq(productFiles.productId, product.id), eq(productFiles.kind, 'images'))).orderBy(asc(productFiles.order));
    expect(images.map((file) => [file.id, file.order])).toEqual([
      [added.id, 0],
      [seedImage!.id, 1],
    ]);
    const card = await api.request('GET', `/api/v1/products/${product.id}/`);
    expect(card.body.files.filter((file: any) => file.kind === 'images').map((file: any) => file.url)).toEqual([image.url, seedImage!.url]);
    expect(card.body.files.filter((file: any) => file.kind === 'documents').map((file: any) => file.url)).toEqual([manual.url]);

    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/files/order/`, as({ kind: 'images', ids: [added.id] })), 'ids');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/files/order/`, as({ kind: 'images', ids: [added.id, seedImage!.id, 999999] })), 'ids');
    expectFieldError(await api.request('PUT', `${A}/products/${product.id}/files/order/`, as({ kind: 'videos', ids: [] })), 'kind');

    const removed = await api.request('DELETE', `${A}/products/${product.id}/files/${seedImage!.id}/`, as());
    expect(removed.status).toBe(204);
    expect(await db.select().from(productFiles).where(eq(productFiles.id, seedImage!.id))).toEqual([]);
    const again = await api.request('DELETE', `${A}/products/${product.id}/files/${seedImage!.id}/`, as());
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('PRODUCT_FILE_NOT_FOUND');
    // Another product's file is not reachable through this product.
    const [foreign] = await db.select().from(productFiles).where(eq(productFiles.productId, enabledProducts[13]!.id));
    expect((await api.request('DELETE', `${A}/products/${product.id}/files/${foreign!.id}/`, as())).status).toBe(404);

    const entries = await audit('product', product.id);
    expect(entries.map((entry) => Object.keys(entry.details as object)[0])).toEqual(['attach_file', 'attach_file', 'file_order', 'remove_file']);
  });
});

describe('popular products', () => {
  it('lists by popularity, business popularity with is_business, and filters list membership', async () => {
    const plain = await api.request('GET', `${A}/popular-products/?page_size=30`, as());
    expect(plain.status).toBe(200);
    const values = plain.body.results.map((row: any) => row.popularity);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const business = await api.request('GET', `${A}/popular-products/?is_business=true&page_size=30`, as());
    const businessValues = business.body.results.map((row: any) => row.business_popularity);
    expect(businessValues).toEqual([...businessValues].sort((a, b) => b - a));
    const highlighted = await api.request('GET', `${A}/popular-products/?is_fair_favourite=true&page_size=500`, as());
    const [fairCount] = await db.select({ n: count() }).from(products).where(eq(products.isFairFavourite, true));
    expect(highlighted.body.count).toBe(fairCount!.n);
    expectFieldError(await api.request('GET', `${A}/popular-products/?is_business=perhaps`, as()), 'is_business');
  });

  it('sets popularity and list flags, which the storefront lists follow', async () => {
    const product = enabledProducts[20]!;
    const response = await api.request('PUT', `${A}/popular-products/${product.id}/`, as({ popularity: 1_000_000, business_popularity: 1_000_000, is_fair_favourite: true, is_business_highlighted: true }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: product.id, popularity: 1_000_000, business_popularity: 1_000_000, is_fair_favourite: true, is_business_highlighted: true });
    expect(await productRow(product.id)).toMatchObject({ popularity: 1_000_000, businessPopularity: 1_000_000, isFairFavourite: true, isBusinessHighlighted: true, isHighlighted: product.isHighlighted });
    const popular = await api.request('GET', '/api/v1/products/popular/?limit=1');
    expect(popular.body.results[0].id).toBe(product.id);
    const businessPopular = await api.request('GET', '/api/v1/products/popular/?limit=1&is_business=true');
    expect(businessPopular.body.results[0].id).toBe(product.id);
    const fair = await api.request('GET', '/api/v1/products/fair-favourites/');
    expect(fair.body.results.map((card: any) => card.id)).toContain(product.id);
    const one = await api.request('GET', `${A}/popular-products/${product.id}/`, as());
    expect(one.status).toBe(200);
    expect(one.body).toEqual(response.body);
    const admin = await api.request('GET', `${A}/popular-products/?page_size=1`, as());
    expect(admin.body.results[0].id).toBe(product.id);
    expect((await audit('product', product.id)).at(-1)).toMatchObject({ action: 'update', details: { popularity: 1_000_000, business_popularity: 1_000_000, is_fair_favourite: true, is_business_highlighted: true } });
  });

  it('refuses bad values and unknown products', async () => {
    const product = enabledProducts[21]!;
    expectFieldError(await api.request('PUT', `${A}/popular-products/${product.id}/`, as({ popularity: -1 })), 'popularity');
    expectFieldError(await api.request('PUT', `${A}/popular-products/${product.id}/`, as({ popularity: 'high' })), 'popularity');
    expectFieldError(await api.request('PUT', `${A}/popular-products/${product.id}/`, as({ is_highlighted: 1 })), 'is_highlighted');
    expect((await api.request('PUT', `${A}/popular-products/${product.id}/`, as({ price: '1.00' }))).status).toBe(400);
    expect(await productRow(product.id)).toEqual(product);
    const missing = await api.request('PUT', `${A}/popular-products/999999/`, as({ popularity: 1 }));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
    // Only PUT and reads here: products are not created or deleted through the popular list.
    expect((await api.request('DELETE', `${A}/popular-products/${product.id}/`, as())).status).toBe(404);
  });
});

describe('restrictions', () => {
  const product = enabledProducts[30]!;

  it('creates country and client-group restrictions that the storefront applies, lists and deletes them', async () => {
    const country = await api.request('POST', `${A}/restrictions/`, as({ product_id: product.id, scope: 'country', value: COUNTRY_ID.LV, reason: 'Not sold in Latvia' }));
    expect(country.status, JSON.stringify(country.body)).toBe(201);
    expect(country.body).toMatchObject({ product_id: product.id, scope: 'country', value: String(COUNTRY_ID.LV), reason: 'Not sold in Latvia' });
    const group = await api.request('POST', `${A}/restrictions/`, as({ product_id: product.id, scope: 'clientGroup', value: 'RETAIL', reason: 'Professional use only' }));
    expect(group.status).toBe(201);
    const rows = await db.select().from(productRestrictions).where(eq(productRestrictions.productId, product.id)).orderBy(asc(productRestrictions.id));
    expect(rows.map((row) => [row.scope, row.value])).toEqual([
      ['country', '3'],
      ['clientGroup', 'RETAIL'],
    ]);
    // Anonymous visitors are RETAIL: the product is now restricted for them.
    const card = await api.request('GET', `/api/v1/products/${product.id}/`);
    expect(card.body.valid_restrictions).toEqual([{ scope: 'clientGroup', value: 'RETAIL', reason: 'Professional use only' }]);

    const listed = await api.request('GET', `${A}/restrictions/?product_id=${product.id}`, as());
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((row: any) => row.id)).toEqual([country.body.id, group.body.id]);
    const byScope = await api.request('GET', `${A}/restrictions/?scope=clientGroup&value=RETAIL&page_size=500`, as());
    expect(byScope.body.results.every((row: any) => row.scope === 'clientGroup' && row.value === 'RETAIL')).toBe(true);

    const one = await api.request('GET', `${A}/restrictions/${country.body.id}/`, as());
    expect(one.status).toBe(200);
    expect(one.body).toEqual(country.body);
    expect((await api.request('GET', `${A}/restrictions/999999/`, as())).body.code).toBe('RESTRICTION_NOT_FOUND');
    expectFieldError(await api.request('GET', `${A}/restrictions/?scope=planet`, as()), 'scope');
    const deleted = await api.request('DELETE', `${A}/restrictions/${group.body.id}/`, as());
    expect(deleted.status).toBe(204);
    expect(await db.select().from(productRestrictions).where(eq(productRestrictions.id, group.body.id))).toEqual([]);
    expect((await api.request('GET', `/api/v1/products/${product.id}/`)).body.valid_restrictions).toEqual([]);
    const again = await api.request('DELETE', `${A}/restrictions/${group.body.id}/`, as());
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('RESTRICTION_NOT_FOUND');
    expect((await audit('product_restriction', group.body.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('validates product, scope, known countries and client groups, and duplicates', async () => {
    const [before] = await db.select({ n: count() }).from(productRestrictions);
    const valid = { product_id: product.id, scope: 'country', value: COUNTRY_ID.EE, reason: 'x' };
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, value: 99 })), 'value');
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, value: 'EE' })), 'value');
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, scope: 'clientGroup', value: 'VIP' })), 'value');
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, scope: 'planet' })), 'scope');
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, product_id: 999999 })), 'product_id');
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, reason: '' })), 'reason');
    expectFieldError(await api.request('POST', `${A}/restrictions/`, as({ ...valid, value: COUNTRY_ID.LV })), 'value');
    expect((await api.request('POST', `${A}/restrictions/`, { token, rawBody: 'nope' })).status).toBe(400);
    const [after] = await db.select({ n: count() }).from(productRestrictions);
    expect(after!.n).toBe(before!.n);
  });
});

describe('brands', () => {
  it('creates with a slug from the name, updates, lists and deletes', async () => {
    const created = await api.request('POST', `${A}/brands/`, as({ value: 'Kérastase Pro' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ value: 'Kérastase Pro', slug: 'kerastase-pro' });
    expect((await db.select().from(brands).where(eq(brands.id, created.body.id)))[0]).toMatchObject({ value: 'Kérastase Pro', slug: 'kerastase-pro' });
    const listed = await api.request('GET', `${A}/brands/?q=kérastase`, as());
    expect(listed.body.results.map((row: any) => row.id)).toEqual([created.body.id]);
    const read = await api.request('GET', `${A}/brands/${created.body.id}/`, as());
    expect(read.body).toEqual(created.body);

    const updated = await api.request('PUT', `${A}/brands/${created.body.id}/`, as({ slug: 'kerastase-professional' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ value: 'Kérastase Pro', slug: 'kerastase-professional' });

    const removed = await api.request('DELETE', `${A}/brands/${created.body.id}/`, as());
    expect(removed.status).toBe(204);
    expect(await db.select().from(brands).where(eq(brands.id, created.body.id))).toEqual([]);
    expect((await audit('brand', created.body.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    const missing = await api.request('DELETE', `${A}/brands/${created.body.id}/`, as());
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('BRAND_NOT_FOUND');
  });

  it('refuses a taken slug and bad input with field errors', async () => {
    const taken = await api.request('POST', `${A}/brands/`, as({ value: 'Another', slug: brandRows[0]!.slug }));
    expectFieldError(taken, 'slug');
    expect(taken.body.errors.slug).toEqual(['Another brand uses this slug.']);
    expectFieldError(await api.request('POST', `${A}/brands/`, as({ value: brandRows[0]!.value })), 'slug');
    expectFieldError(await api.request('PUT', `${A}/brands/${brandRows[1]!.id}/`, as({ slug: brandRows[0]!.slug })), 'slug');
    expectFieldError(await api.request('POST', `${A}/brands/`, as({ value: 'X', slug: 'Not a slug' })), 'slug');
    expectFieldError(await api.request('POST', `${A}/brands/`, as({ value: '' })), 'value');
    expectFieldError(await api.request('POST', `${A}/brands/`, as({ value: 42 })), 'value');
    expectFieldError(await api.request('POST', `${A}/brands/`, as({ value: '!!!' })), 'slug');
    expect((await api.request('PUT', `${A}/brands/999999/`, as({ value: 'X' }))).body.code).toBe('BRAND_NOT_FOUND');
    expect(await db.select().from(brands).orderBy(asc(brands.id))).toEqual(brandRows);
  });

  it('refuses to delete a brand with products (400, not 500) and keeps product search text in step with a rename', async () => {
    const brand = brandRows[2]!;
    const [used] = await db.select({ n: count() }).from(products).where(eq(products.brandId, brand.id));
    expect(used!.n).toBeGreaterThan(0);
    const refused = await api.request('DELETE', `${A}/brands/${brand.id}/`, as());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BRAND_IN_USE');
    expect(refused.body.message).toContain(`${used!.n} products`);
    expect(await db.select().from(brands).where(eq(brands.id, brand.id))).toHaveLength(1);

    const renamed = await api.request('PUT', `${A}/brands/${brand.id}/`, as({ value: 'Zzyzx Cosmetics' }));
    expect(renamed.status).toBe(200);
    const rows = await db.select().from(products).where(eq(products.brandId, brand.id));
    for (const row of rows) expect(row.searchText).toBe(productSearchText(row.name, 'Zzyzx Cosmetics', row.internalId));
    const search = await api.request('GET', `${A}/products/?q=zzyzx&page_size=500`, as());
    expect(search.body.count).toBe(rows.length);
  });
});

describe('categories', () => {
  it('creates a tree with translated names and slugs, moves and deletes', async () => {
    const root = await api.request('POST', `${A}/categories/`, as({ i18n_name: names('Juuksehooldus') }));
    expect(root.status, JSON.stringify(root.body)).toBe(201);
    expect(root.body).toMatchObject({ parent_id: null, i18n_name: { et_EE: { value: 'Juuksehooldus et_EE' } }, i18n_slug: { en_US: { value: 'juuksehooldus-en-us' } } });
    const roots = await db.select().from(categories).where(isNull(categories.parentId));
    expect(root.body.order).toBe(Math.max(...roots.filter((row) => row.id !== root.body.id).map((row) => row.order)) + 1);
    const child = await api.request('POST', `${A}/categories/`, as({ i18n_name: names('Šampoonid'), parent_id: root.body.id }));
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ parent_id: root.body.id, order: 0 });
    const grandchild = await api.request('POST', `${A}/categories/`, as({ i18n_name: names('Kuivšampoon'), parent_id: child.body.id, i18n_slug: Object.fromEntries(LOCALE_CODES.map((code) => [code, 'kuiv'])) }));
    expect(grandchild.status).toBe(201);
    expect(grandchild.body.i18n_slug.lv_LV.value).toBe('kuiv');

    const listed = await api.request('GET', `${A}/categories/?parent_id=${root.body.id}`, as());
    expect(listed.body.results.map((row: any) => row.id)).toEqual([child.body.id]);
    const searched = await api.request('GET', `${A}/categories/?q=kuivšampoon%20fi_FI`, as());
    expect(searched.body.results.map((row: any) => row.id)).toEqual([grandchild.body.id]);

    // Cycles: a category cannot move under itself or its descendants.
    expectFieldError(await api.request('PUT', `${A}/categories/${root.body.id}/`, as({ parent_id: grandchild.body.id })), 'parent_id');
    expectFieldError(await api.request('PUT', `${A}/categories/${root.body.id}/`, as({ parent_id: root.body.id })), 'parent_id');
    expectFieldError(await api.request('PUT', `${A}/categories/${root.body.id}/`, as({ parent_id: 999999 })), 'parent_id');
    expect((await db.select().from(categories).where(eq(categories.id, root.body.id)))[0]!.parentId).toBeNull();

    const moved = await api.request('PUT', `${A}/categories/${grandchild.body.id}/`, as({ parent_id: root.body.id, i18n_name: names('Kuiv') }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parent_id: root.body.id, order: 1, i18n_name: { fi_FI: { value: 'Kuiv fi_FI' } }, i18n_slug: { lv_LV: { value: 'kuiv' } } });

    const refused = await api.request('DELETE', `${A}/categories/${root.body.id}/`, as());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CATEGORY_HAS_CHILDREN');
    expect((await api.request('DELETE', `${A}/categories/${grandchild.body.id}/`, as())).status).toBe(204);
    expect(await db.select().from(categories).where(eq(categories.id, grandchild.body.id))).toEqual([]);
    const missing = await api.request('GET', `${A}/categories/${grandchild.body.id}/`, as());
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CATEGORY_NOT_FOUND');
    expect((await audit('category', grandchild.body.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses missing or bad translations per locale', async () => {
    const [before] = await db.select({ n: count() }).from(categories);
    const { ru_RU: _ru, ...withoutRu } = names('X');
    expectFieldError(await api.request('POST', `${A}/categories/`, as({ i18n_name: withoutRu })), 'i18n_name.ru_RU');
    expectFieldError(await api.request('POST', `${A}/categories/`, as({ i18n_name: { ...names('X'), fi_FI: { value: 7 } } })), 'i18n_name.fi_FI.value');
    expectFieldError(await api.request('POST', `${A}/categories/`, as({ i18n_name: 'Juuksed' })), 'i18n_name');
    expectFieldError(await api.request('POST', `${A}/categories/`, as({ i18n_name: { ...names('X'), et_EE: '***' } })), 'i18n_slug.et_EE');
    expectFieldError(await api.request('POST', `${A}/categories/`, as({ i18n_name: names('X'), parent_id: 'root' })), 'parent_id');
    expectFieldError(await api.request('POST', `${A}/categories/`, as({ i18n_name: names('X'), order: -1 })), 'order');
    const [after] = await db.select({ n: count() }).from(categories);
    expect(after!.n).toBe(before!.n);
  });

  it('sorts a parent’s children from an ordered id list in one call', async () => {
    const parent = await api.request('POST', `${A}/categories/`, as({ i18n_name: names('Sorteeritav') }));
    const ids: number[] = [];
    for (const label of ['A', 'B', 'C']) ids.push((await api.request('POST', `${A}/categories/`, as({ i18n_name: names(label), parent_id: parent.body.id }))).body.id);
    const before = await api.request('GET', `${A}/category-sorting/?parent_id=${parent.body.id}`, as());
    expect(before.body.results.map((row: any) => row.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const sorted = await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: parent.body.id, ids: reversed }));
    expect(sorted.status).toBe(200);
    expect(sorted.body.results.map((row: any) => [row.id, row.order])).toEqual(reversed.map((id, order) => [id, order]));
    const rows = await db.select().from(categories).where(eq(categories.parentId, parent.body.id)).orderBy(asc(categories.order));
    expect(rows.map((row) => row.id)).toEqual(reversed);
    const publicTree = await api.request('GET', '/api/v1/products/categories/');
    expect(publicTree.body.filter((row: any) => row.parent === parent.body.id).map((row: any) => row.id)).toEqual(reversed);
    expect((await audit('category', parent.body.id)).at(-1)).toMatchObject({ action: 'update', details: { children_order: reversed } });

    const rootIds = (await db.select().from(categories).where(isNull(categories.parentId))).map((row) => row.id);
    expectFieldError(await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: parent.body.id, ids: ids.slice(1) })), 'ids');
    expectFieldError(await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: parent.body.id, ids: [...ids, rootIds[0]] })), 'ids');
    expectFieldError(await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: parent.body.id, ids: [ids[0], ids[0], ids[1]] })), 'ids');
    expectFieldError(await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: parent.body.id })), 'ids');
    expectFieldError(await api.request('PUT', `${A}/category-sorting/`, as({ ids })), 'parent_id');
    const missing = await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: 999999, ids: [] }));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CATEGORY_NOT_FOUND');
    expect((await db.select().from(categories).where(eq(categories.parentId, parent.body.id)).orderBy(asc(categories.order))).map((row) => row.id)).toEqual(reversed);

    expectFieldError(await api.request('GET', `${A}/category-sorting/?parent_id=abc`, as()), 'parent_id');
    const unknownParent = await api.request('GET', `${A}/category-sorting/?parent_id=999999`, as());
    expect(unknownParent.status).toBe(404);
    expect(unknownParent.body.code).toBe('CATEGORY_NOT_FOUND');
    const rootList = await api.request('GET', `${A}/category-sorting/`, as());
    expect(rootList.body).toMatchObject({ parent_id: null });
    expect(rootList.body.results.map((row: any) => row.id).sort()).toEqual([...rootIds].sort());

    // Roots sort too (parent_id null).
    const rootsSorted = await api.request('PUT', `${A}/category-sorting/`, as({ parent_id: null, ids: [...rootIds].reverse() }));
    expect(rootsSorted.status).toBe(200);
    expect(rootsSorted.body.results.map((row: any) => row.id)).toEqual([...rootIds].reverse());
  });
});

describe('reviews', () => {
  const product = enabledProducts.at(-1)!;

  it('lists by status and approves or denies; only approved reviews count on the storefront', async () => {
    await db.delete(productReviews).where(eq(productReviews.productId, product.id));
    const [pending] = await db.insert(productReviews).values({ productId: product.id, rating: 2, comment: 'Kuivatab juukseid', approval: 'pending' }).returning();
    const shown = async () => (await api.request('GET', `/api/v1/products/${product.id}/`)).body.reviews;
    expect(await shown()).toEqual({ average_rating: null, rating_count: 0 });

    const listed = await api.request('GET', `${A}/reviews/?status=pending&page_size=500`, as());
    expect(listed.status).toBe(200);
    expect(listed.body.results.every((row: any) => row.status === 'pending')).toBe(true);
    expect(listed.body.results.find((row: any) => row.id === pending!.id)).toMatchObject({ product_id: product.id, rating: 2, comment: 'Kuivatab juukseid', status: 'pending' });
    // Staff judge a review by the product it is about: the list names it.
    const [stored] = await db.select({ name: products.name }).from(products).where(eq(products.id, product.id));
    expect(listed.body.results.find((row: any) => row.id === pending!.id).product_name).toEqual(stored!.name);
    expect((await api.request('GET', `${A}/reviews/?q=kuivatab`, as())).body.results.map((row: any) => row.id)).toEqual([pending!.id]);

    const one = await api.request('GET', `${A}/reviews/${pending!.id}/`, as());
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: pending!.id, product_id: product.id, status: 'pending' });
    const approved = await api.request('POST', `${A}/reviews/${pending!.id}/approve/`, as());
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: pending!.id, status: 'approved' });
    expect((await db.select().from(productReviews).where(eq(productReviews.id, pending!.id)))[0]!.approval).toBe('approved');
    expect(await shown()).toEqual({ average_rating: 2, rating_count: 1 });

    const denied = await api.request('POST', `${A}/reviews/${pending!.id}/deny/`, as());
    expect(denied.body.status).toBe('denied');
    expect(await shown()).toEqual({ average_rating: null, rating_count: 0 });
    expect((await api.request('GET', `${A}/reviews/?status=denied`, as())).body.results.map((row: any) => row.id)).toContain(pending!.id);
    expect((await audit('product_review', pending!.id)).map((entry) => entry.details)).toEqual([{ status: 'approved' }, { status: 'denied' }]);
  });

  it('answers 404 REVIEW_NOT_FOUND and refuses unknown statuses', async () => {
    const missing = await api.request('POST', `${A}/reviews/999999/approve/`, as());
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('REVIEW_NOT_FOUND');
    expect((await api.request('GET', `${A}/reviews/999999/`, as())).body.code).toBe('REVIEW_NOT_FOUND');
    expectFieldError(await api.request('GET', `${A}/reviews/?status=hidden`, as()), 'status');
    expectFieldError(await api.request('POST', `${A}/reviews/abc/deny/`, as()), 'id');
  });
});
