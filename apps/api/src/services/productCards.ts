import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ADD_TO_CART_BLOCKER, APPROVAL, RESTRICTION_SCOPE, addToCartBlocker, type ProductCard } from '@salon/domain';
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

type FileRow = typeof productFiles.$inferSelect;
type RestrictionRow = typeof productRestrictions.$inferSelect;
interface CardFile {
  id: number;
  order: number;
  kind: FileRow['kind'];
  mime_type: string;
  url: string;
  type: number;
}

/**
 * Full cards for the given ids, in the given order; unknown ids are skipped. One statement: the
 * files, review summary, the restrictions that apply to this viewer and the category ids come as
 * correlated subqueries (index lookups per product), so a page of cards is one round trip, also
 * inside a transaction and on PGlite's single connection.
 */
export async function loadProductCards(db: Executor, ids: readonly number[], viewer: Viewer): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      product: products,
      brand: { id: brands.id, value: brands.value, slug: brands.slug },
      files: sql<CardFile[] | null>`(select json_agg(json_build_object('id', f.id, 'order', f."order", 'kind', f.kind, 'mime_type', f.mime_type, 'url', f.url, 'type', f.file_type) order by f."order", f.id)
        from ${productFiles} f where f.product_id = ${products.id})`,
      reviewAverage: sql<string | null>`(select avg(r.rating) from ${productReviews} r where r.product_id = ${products.id} and r.approval = ${APPROVAL.APPROVED})`,
      reviewCount: sql<number>`(select count(*)::int from ${productReviews} r where r.product_id = ${products.id} and r.approval = ${APPROVAL.APPROVED})`,
      restrictions: sql<Pick<RestrictionRow, 'scope' | 'value' | 'reason'>[] | null>`(select json_agg(json_build_object('scope', ${productRestrictions.scope}, 'value', ${productRestrictions.value}, 'reason', ${productRestrictions.reason}) order by ${productRestrictions.id})
        from ${productRestrictions} where ${productRestrictions.productId} = ${products.id} and ${restrictionCondition(viewer)})`,
      categories: sql<number[] | null>`(select json_agg(pc.category_id order by pc.category_id) from ${productCategories} pc where pc.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.product.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { product, brand } = row;
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
        categories: (row.categories ?? []).map(Number),
        valid_restrictions: row.restrictions ?? [],
        files: (row.files ?? []).map((file) => ({ ...file, id: Number(file.id), order: Number(file.order), type: Number(file.type) })),
        reviews: {
          average_rating: row.reviewAverage ? Number(Number(row.reviewAverage).toFixed(RATING_DECIMALS)) : null,
          rating_count: Number(row.reviewCount ?? 0),
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
