import { PLACEHOLDER_POSITION, categoryPath, translatedValue, type PlaceholderTarget } from '@salon/domain';
import type { BrandRef, Category } from '@salon/api-client';
import { BrandDirectory, Breadcrumb, CategoryButtons } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../lib/appContext';
import { ProductListing } from './ProductListing';
import type { ProductSearchParams } from '@salon/api-client';
import { categoryHref } from '../frame/Navbar';
import { PlaceholderBlocks, placeholdersAt, useSitePlaceholders } from '../frame/placeholders';

/** A product list with the head and foot placeholders matched by the page's brand or category id. */
function ListingWithPlaceholders({ target, params, heading }: { target: PlaceholderTarget; params: ProductSearchParams; heading: string }) {
  const placeholders = useSitePlaceholders();
  const head = placeholdersAt(placeholders, PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD, target);
  const foot = placeholdersAt(placeholders, PLACEHOLDER_POSITION.PRODUCT_LIST_FOOT, target);
  return (
    <ProductListing
      params={params}
      heading={heading}
      headingReplaced={head.replaceOriginal}
      head={<PlaceholderBlocks placeholders={head.matched} position={PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD} />}
      foot={<PlaceholderBlocks placeholders={foot.matched} position={PLACEHOLDER_POSITION.PRODUCT_LIST_FOOT} />}
    />
  );
}

export function BrandsIndex() {
  const { t, queries } = useApp();
  const brands = useQuery(queries.brands());
  return (
    <section>
      <h1 className="text-h1">{t('brands')}</h1>
      <BrandDirectory status={brands.isLoading ? 'loading' : brands.isError ? 'error' : 'success'} onRetry={() => void brands.refetch()} brands={brands.data ?? []} headingLevel={2} />
    </section>
  );
}

/** One level of the category tree: each category links to its listing, its children nest below. */
function CategoryTree({ all, parent, locale, depth }: { all: readonly Category[]; parent: number | null; locale: ReturnType<typeof useApp>['locale']; depth: number }) {
  const level = all.filter((category) => category.parent === parent);
  if (level.length === 0) return null;
  return (
    <ul className={depth === 0 ? 'my-4 grid gap-4 md:grid-cols-3' : 'ml-3'}>
      {level.map((category) => (
        <li key={category.id}>
          <a href={categoryHref(category)} className={depth === 0 ? 'font-semibold' : undefined}>
            {translatedValue(category.i18n_name, locale)}
          </a>
          <CategoryTree all={all} parent={category.id} locale={locale} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

/** /products/categories: every category (the seed's tree is three levels deep), each linking to its listing. */
export function CategoriesIndex() {
  const { t, queries, locale } = useApp();
  const categories = useQuery(queries.categories());
  return (
    <section>
      <h1 className="text-h1">{t('categories')}</h1>
      <CategoryTree all={categories.data ?? []} parent={null} locale={locale} depth={0} />
    </section>
  );
}

export function BrandProducts({ brand, params }: { brand: BrandRef; params: ProductSearchParams }) {
  return <ListingWithPlaceholders target={{ kind: 'productList', brandId: brand.id }} params={params} heading={brand.value} />;
}

export const CATEGORIES_INDEX_PATH = '/products/categories';

export function CategoryProducts({ category, params }: { category: Category; params: ProductSearchParams }) {
  const { locale, queries, t } = useApp();
  const categories = useQuery(queries.categories());
  const children = (categories.data ?? []).filter((child) => child.parent === category.id);
  // Categories index, then the path from the root down to this category (the last is the page).
  const crumbs = [
    { label: t('categories'), href: CATEGORIES_INDEX_PATH },
    ...categoryPath(category.id, categories.data ?? [category]).map((step) => ({ label: translatedValue(step.i18n_name, locale), href: categoryHref(step) })),
  ];
  return (
    <>
      <div className="mb-3" data-testid="category-breadcrumb">
        <Breadcrumb items={crumbs} />
      </div>
      {/* The first six subcategories, then "all categories" reveals the rest (the @salon/ui widget). */}
      <div className="mb-4">
        <CategoryButtons categories={children.map((child) => ({ label: translatedValue(child.i18n_name, locale), href: categoryHref(child) }))} />
      </div>
      <ListingWithPlaceholders target={{ kind: 'productList', categoryId: category.id }} params={params} heading={translatedValue(category.i18n_name, locale)} />
    </>
  );
}
