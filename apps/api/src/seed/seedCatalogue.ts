import { FILE_KIND, FILE_TYPE, LOCALE_CODES, RESTRICTION_SCOPE, APPROVAL, COUNTRY_ID, PERCENT_BASE, SEASONAL_SALE_LABEL, CENTS_PER_EUR } from '@salon/domain';
import type { Executor } from '../db/client';
import { brands, categories, productCategories, productFiles, productRestrictions, productReviews, products } from '../db/schema';
import { slugify, slugTranslations, translations } from '../lib/i18n';
import { productSearchText } from '../lib/searchText';
import { centsToAmount } from '../lib/money';
import { BRAND_NAMES, CATEGORY_TREE, PRODUCT_LINES, SEASONAL_SALE_CATEGORY_NAME, type SubcategoryData } from './catalogueData';
import { insertInChunks } from './insertInChunks';
import type { Random } from './prng';
import { PRODUCT_IMAGE_MIME_TYPE, productImagePath } from '../media/productImage';

/** Shares of the catalogue with each special state (spec section 3 product fields). */
const SHARE = {
  DISABLED: 0.03,
  UNPRICED: 0.03,
  DISCOUNTED: 0.15,
  RESTRICTED: 0.05,
  OUT_OF_STOCK: 0.08,
  DELAYED: 0.1,
  HIGHLIGHTED: 0.02,
  FAIR_FAVOURITE: 0.02,
  BRAND_FAVOURITE: 0.03,
  PROFESSIONAL: 0.3,
  REVIEWED: 0.3,
  COLOUR_VARIATION: 0.1,
  SECOND_CATEGORY: 0.2,
} as const;
const DISCOUNT_RATES = [10, 15, 20, 25, 30, 40] as const;
const MAX_STOCK = 250;
const MAX_SALE_DELAY_DAYS = 10;
const MAX_REVIEWS = 6;
/** Review texts, handed out in turn (no random draw, so the rest of the seed stays as it was). */
const REVIEW_COMMENTS = [
  'Kvaliteetne toode, kasutan iga päev.',
  'Lõhn on meeldiv ja tulemus püsib kaua.',
  'Hea hinna ja kvaliteedi suhe.',
  'Sobib ka tundlikule nahale.',
  'Tellin kindlasti uuesti.',
];
const MIN_RATING = 3;
const MAX_RATING = 5;
const MAX_POPULARITY = 1000;
/** Comparison price is the unit price (per litre / kg) of roughly this size multiplier. */
const COMPARISON_PRICE_FACTOR = 4;
const PSYCHOLOGICAL_CENTS = [99, 90, 50, 95] as const;
/** The seasonal-sale category's et name must start with the domain's label so the list drops it. */
const seasonalSaleNames = [`${SEASONAL_SALE_LABEL}: ${SEASONAL_SALE_CATEGORY_NAME[0]}`, ...SEASONAL_SALE_CATEGORY_NAME.slice(1)];

export interface SeededCatalogue {
  brandIds: number[];
  leafCategoryIds: number[];
  productIds: number[];
}

interface LeafCategory {
  id: number;
  sub: SubcategoryData;
  qualifierIndex: number;
}

async function seedBrands(db: Executor): Promise<{ id: number; value: string }[]> {
  return db
    .insert(brands)
    .values(BRAND_NAMES.map((value) => ({ value, slug: slugify(value) })))
    .returning({ id: brands.id, value: brands.value });
}

async function seedCategories(db: Executor): Promise<LeafCategory[]> {
  const leaves: LeafCategory[] = [];
  for (const [rootIndex, root] of CATEGORY_TREE.entries()) {
    const rootName = translations(root.name, `cat-${rootIndex}`);
    const [rootRow] = await db
      .insert(categories)
      .values({ parentId: null, order: rootIndex, name: rootName, slug: slugTranslations(rootName) })
      .returning({ id: categories.id });
    for (const [childIndex, sub] of root.children.entries()) {
      const childName = translations(sub.name, `cat-${rootIndex}-${childIndex}`);
      const [childRow] = await db
        .insert(categories)
        .values({ parentId: rootRow!.id, order: childIndex, name: childName, slug: slugTranslations(childName) })
        .returning({ id: categories.id });
      const leafRows = await db
        .insert(categories)
        .values(
          root.leaves.map((qualifier, leafIndex) => {
            const name = translations(
              LOCALE_CODES.map((_, locale) => `${sub.name[locale]}: ${qualifier[locale]}`),
              `cat-${rootIndex}-${childIndex}-${leafIndex}`,
            );
            return { parentId: childRow!.id, order: leafIndex, name, slug: slugTranslations(name) };
          }),
        )
        .returning({ id: categories.id });
      leafRows.forEach((row, qualifierIndex) => leaves.push({ id: row.id, sub, qualifierIndex }));
    }
  }
  const saleName = translations(seasonalSaleNames, 'cat-sale');
  await db.insert(categories).values({ parentId: null, order: CATEGORY_TREE.length, name: saleName, slug: slugTranslations(saleName) });
  return leaves;
}

/** A shelf price such as 24.99 inside the subcategory's range. */
function shelfPriceCents(random: Random, [min, max]: readonly [number, number]): number {
  const euros = random.int(Math.max(min, 1), max);
  return (euros - 1) * CENTS_PER_EUR + random.pick(PSYCHOLOGICAL_CENTS);
}

export async function seedCatalogue(db: Executor, random: Random, productCount: number): Promise<SeededCatalogue> {
  const brandRows = await seedBrands(db);
  const leaves = await seedCategories(db);

  const productRows: (typeof products.$inferInsert)[] = [];
  const categoryLinks: { index: number; categoryId: number }[] = [];
  for (let index = 0; index < productCount; index += 1) {
    const brand = random.pick(brandRows);
    const leaf = random.pick(leaves);
    const line = random.pick(PRODUCT_LINES);
    const size = random.pick(leaf.sub.sizes);
    const internalId = `TH-${String(100000 + index)}`;
    const name = translations(
      LOCALE_CODES.map((_, locale) => `${line} ${leaf.sub.noun[locale]} ${size}`),
      internalId,
    );
    const description = translations(
      LOCALE_CODES.map((_, locale) => `${brand.value} ${line}: ${leaf.sub.noun[locale]}, ${size}. ${leaf.sub.name[locale]}.`),
    );
    const isUnpriced = random.chance(SHARE.UNPRICED);
    const priceCents = shelfPriceCents(random, leaf.sub.priceRange);
    const isDiscounted = !isUnpriced && random.chance(SHARE.DISCOUNTED);
    const discountRate = isDiscounted ? random.pick(DISCOUNT_RATES) : 0;
    const oldPriceCents = isDiscounted ? Math.round((priceCents * PERCENT_BASE) / (PERCENT_BASE - discountRate)) : null;
    const colourGroup = random.chance(SHARE.COLOUR_VARIATION) ? random.int(1, Math.max(1, Math.floor(productCount / 20))) : null;
    productRows.push({
      internalId,
      brandId: brand.id,
      name,
      slug: slugTranslations(name),
      description,
      price: isUnpriced ? null : centsToAmount(priceCents),
      oldPrice: oldPriceCents === null ? null : centsToAmount(oldPriceCents),
      comparisonPrice: isUnpriced ? null : centsToAmount(priceCents * COMPARISON_PRICE_FACTOR),
      discountRate,
      availableStock: random.chance(SHARE.OUT_OF_STOCK) ? 0 : random.int(1, MAX_STOCK),
      saleDelay: random.chance(SHARE.DELAYED) ? random.int(1, MAX_SALE_DELAY_DAYS) : 0,
      isDisabled: random.chance(SHARE.DISABLED),
      colorGroup: colourGroup,
      isColorVariation: colourGroup !== null,
      isProfessional: random.chance(SHARE.PROFESSIONAL),
      isHighlighted: random.chance(SHARE.HIGHLIGHTED),
      isBusinessHighlighted: random.chance(SHARE.HIGHLIGHTED),
      isFairFavourite: random.chance(SHARE.FAIR_FAVOURITE),
      isBrandFavourite: random.chance(SHARE.BRAND_FAVOURITE),
      popularity: random.int(0, MAX_POPULARITY),
      businessPopularity: random.int(0, MAX_POPULARITY),
      searchText: productSearchText(name, brand.value, internalId),
    });
    categoryLinks.push({ index, categoryId: leaf.id });
    if (random.chance(SHARE.SECOND_CATEGORY)) {
      const other = random.pick(leaves);
      if (other.id !== leaf.id) categoryLinks.push({ index, categoryId: other.id });
    }
  }

  const productIds: number[] = [];
  const ROWS = 500;
  for (let start = 0; start < productRows.length; start += ROWS) {
    const inserted = await db.insert(products).values(productRows.slice(start, start + ROWS)).returning({ id: products.id });
    productIds.push(...inserted.map((row) => row.id));
  }

  await insertInChunks(
    db,
    productCategories,
    categoryLinks.map((link) => ({ productId: productIds[link.index]!, categoryId: link.categoryId })),
  );

  const files: (typeof productFiles.$inferInsert)[] = [];
  const restrictions: (typeof productRestrictions.$inferInsert)[] = [];
  const reviews: (typeof productReviews.$inferInsert)[] = [];
  for (const productId of productIds) {
    files.push({ productId, order: 0, kind: FILE_KIND.IMAGES, mimeType: PRODUCT_IMAGE_MIME_TYPE, url: productImagePath(productId), fileType: FILE_TYPE.GENERAL });
    if (random.chance(SHARE.RESTRICTED)) {
      restrictions.push(
        random.chance(0.5)
          ? { productId, scope: RESTRICTION_SCOPE.COUNTRY, value: String(COUNTRY_ID.LV), reason: 'Not sold in Latvia' }
          : { productId, scope: RESTRICTION_SCOPE.CLIENT_GROUP, value: 'RETAIL', reason: 'Professional use only' },
      );
    }
    if (random.chance(SHARE.REVIEWED)) {
      const count = random.int(1, MAX_REVIEWS);
      for (let review = 0; review < count; review += 1) {
        reviews.push({ productId, rating: random.int(MIN_RATING, MAX_RATING), comment: REVIEW_COMMENTS[reviews.length % REVIEW_COMMENTS.length]!, approval: APPROVAL.APPROVED });
      }
    }
  }
  await insertInChunks(db, productFiles, files);
  await insertInChunks(db, productRestrictions, restrictions);
  await insertInChunks(db, productReviews, reviews);

  return { brandIds: brandRows.map((row) => row.id), leafCategoryIds: leaves.map((leaf) => leaf.id), productIds };
}
