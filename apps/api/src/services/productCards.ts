import { and, asc, avg, count, eq, inArray, or } from 'drizzle-orm';
import { ADD_TO_CART_BLOCKER, RESTRICTION_SCOPE, addToCartBlocker, type ProductCard } from '@salon/domain';
import type { Viewer } from '../context';
import type { Executor } from '../db/client';
import { brands, productCategories, productFiles, productRestrictions, productReviews, products } from '../db/schema';
import { translate } from '../lib/i18n';

export type { ProductCard };

const RATING_DECIMALS = 1;

/** The restrictions that stop this viewer from buying: their delivery country or client group. */
function restrictionCondition(viewer: Viewer) {
  const applies = [and(eq(productRestrictions.scope, RESTRICTION_SCOPE.CLIENT_GROUP), eq(productRestrictions.value, viewer.clientGroup))];
  if (viewer.deliveryCountryId !== null) {
    applies.push(and(eq(productRestrictions.scope, RESTRICTION_SCOPE.COUNTRY), eq(productRestrictions.value, String(viewer.deliveryCountryId))));
  }
  return or(...applies);
}

/** The product columns the storefront card and the admin edit page both send, under the same wire names. */
export const productWireFields = (product: typeof products.$inferSelect) => ({
  i18n_name: product.name,
  i18n_slug: product.slug,
  i18n_description: product.description,
  price: product.price,
  old_price: product.oldPrice,
  comparison_price: product.comparisonPrice,
  discount_rate: product.discountRate,
  available_stock: product.availableStock,
  sale_delay: product.saleDelay,
  is_disabled: product.isDisabled,
});

/** Full cards for the given ids, in the given order; unknown ids are skipped. */
export async function loadProductCards(db: Executor, ids: readonly number[], viewer: Viewer): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  // Sequential on purpose: inside a transaction all queries share one connection.
  const rows = await db
      .select({ product: products, brand: { id: brands.id, value: brands.value, slug: brands.slug } })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, idList));
  const files = await db.select().from(productFiles).where(inArray(productFiles.productId, idList)).orderBy(asc(productFiles.order), asc(productFiles.id));
  const reviews = await db
      .select({ productId: productReviews.productId, average: avg(productReviews.rating), total: count() })
      .from(productReviews)
      .where(and(inArray(productReviews.productId, idList), eq(productReviews.approval, 'approved')))
      .groupBy(productReviews.productId);
  const restrictions = await db
      .select()
      .from(productRestrictions)
      .where(and(inArray(productRestrictions.productId, idList), restrictionCondition(viewer)));
  const links = await db.select().from(productCategories).where(inArray(productCategories.productId, idList));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  const group = <T extends { productId: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const filesBy = group(files);
  const restrictionsBy = group(restrictions);
  const linksBy = group(links);
  const reviewsBy = new Map(reviews.map((review) => [review.productId, review]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { product, brand } = row;
    const review = reviewsBy.get(id);
    return [
      {
        id: product.id,
        internal_id: product.internalId,
        name: translate(product.name, viewer.locale),
        slug: translate(product.slug, viewer.locale),
        description: translate(product.description, viewer.locale),
        ...productWireFields(product),
        is_color_variation: product.isColorVariation,
        brand_id: brand.id,
        brand_name: brand.value,
        brand,
        categories: (linksBy.get(id) ?? []).map((link) => link.categoryId),
        valid_restrictions: (restrictionsBy.get(id) ?? []).map((restriction) => ({ scope: restriction.scope, value: restriction.value, reason: restriction.reason })),
        files: (filesBy.get(id) ?? []).map((file) => ({ id: file.id, order: file.order, kind: file.kind, mime_type: file.mimeType, url: file.url, type: file.fileType })),
        reviews: {
          average_rating: review?.average ? Number(Number(review.average).toFixed(RATING_DECIMALS)) : null,
          rating_count: review?.total ?? 0,
        },
      },
    ];
  });
}

/**
 * Why the viewer cannot put this product in the cart, or null when they can (spec section 4).
 * The rule is the domain's addToCartBlocker, the same one behind the storefront's button.
 */
export function purchaseBlocker(card: ProductCard): string | null {
  switch (addToCartBlocker(card)) {
    case null:
      return null;
    case ADD_TO_CART_BLOCKER.NO_PRICE:
      return 'The product has no price and cannot be bought.';
    case ADD_TO_CART_BLOCKER.DISABLED:
      return 'The product is disabled.';
    case ADD_TO_CART_BLOCKER.RESTRICTED:
      return `The product is restricted: ${card.valid_restrictions[0]!.reason}.`;
  }
}
