/** What the storefront benches load: a browser's document request for the seeded shopper pages. */

/** A browser's document request: the storefront treats it as a page view (locale redirect, full SSR). */
export const DOCUMENT_HEADERS = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };

export interface ShopperPage {
  name: 'home' | 'product' | 'category' | 'search';
  path: string;
}

/** Home, the first seeded product, the first category and a search, with ids read from the API. */
export async function shopperPages(apiUrl: string): Promise<ShopperPage[]> {
  const list = (await (await fetch(`${apiUrl}/api/v1/products/?page_size=1`)).json().catch(() => null)) as any;
  const productId = list?.results?.products?.[0]?.id ?? list?.results?.[0]?.id ?? 1;
  const categories = (await (await fetch(`${apiUrl}/api/v1/products/categories/`)).json().catch(() => null)) as any;
  const categoryId = Array.isArray(categories) ? (categories[0]?.id ?? 1) : 1;
  return [
    { name: 'home', path: '/' },
    { name: 'product', path: `/products/${productId}` },
    { name: 'category', path: `/products/categories/${categoryId}` },
    { name: 'search', path: '/products?search=shampoo' },
  ];
}
