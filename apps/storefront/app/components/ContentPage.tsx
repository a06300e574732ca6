import type { ProductCard as ApiProduct, ProductListName, Scheme } from '@salon/api-client';
import { BLOCK_NAME, PERMISSION_FLAG, PRODUCT_HIGHLIGHT_LIST, PRODUCT_LISTS_LIMIT, hasPermission, hasPrice, isBusinessCustomer, type CreatorRouteType } from '@salon/domain';
import type { BlockProduct, BlockProductActions, BlockRenderContext, ProductListRequest, ProductListState } from '@salon/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { productHref, productImageUrl, useFavourites } from '../frame/productCards';
import { useCart } from '../lib/cart';
import { previewProductIds } from '../lib/blockData';
import { useApp } from '../lib/appContext';
import { useInlineTextEditing } from '../lib/inlineEditToggle';
import { useBlockFormActions } from './blockFormActions';
import { useJoinLoyalty } from '../lib/loyaltyMembership';
import { preloadableLazy } from '../lib/preloadableLazy';
import { postListParams, toBlockPost } from '../lib/postList';
import { seenBanners } from '../lib/seenBanners';

/** The API list behind a block's queryType (business variants ask the same list with is_business). */
const LIST_OF_QUERY_TYPE: Record<string, { name: ProductListName; isBusiness?: boolean }> = {
  [PRODUCT_HIGHLIGHT_LIST.HIGHLIGHTED]: { name: 'highlighted' },
  [PRODUCT_HIGHLIGHT_LIST.BUSINESS_HIGHLIGHTED]: { name: 'highlighted', isBusiness: true },
  [PRODUCT_HIGHLIGHT_LIST.POPULAR]: { name: 'popular' },
  [PRODUCT_HIGHLIGHT_LIST.BUSINESS_POPULAR]: { name: 'popular', isBusiness: true },
  [PRODUCT_HIGHLIGHT_LIST.FAIR_FAVOURITES]: { name: 'fair-favourites' },
};

// The block registry (every block kind, their field schemas with zod, and the forms some blocks
// hold) loads in its own chunk: the server still renders the blocks (it waits for the whole page,
// see entry.server.tsx), and in the browser the server's markup stays in place until the chunk has
// loaded and hydrates.
export const ContentBlocks = preloadableLazy(() => import('./blockViews').then((views) => ({ default: views.ContentBlocks })));

// Route admins' inline text editing (the admin API calls with it) is staff code: its chunk loads
// only once an admin switches "Edit texts" on, never with a shopper's page.
const InlineEditableBlocks = lazy(() => import('../admin/InlineEditableBlocks'));

/** An API product as the block tiles read it: everything the listings' product card shows. */
const toBlockProduct = (product: ApiProduct): BlockProduct => ({
  id: product.id,
  name: product.name,
  brand: product.brand_name,
  // No price stays null: a 0 here printed "0,00 €" on content-block tiles.
  priceEur: hasPrice(product.price) ? Number(product.price) : null,
  imageSrc: productImageUrl(product),
  url: productHref(product),
  oldPriceEur: hasPrice(product.old_price) ? Number(product.old_price) : null,
  discountRate: product.discount_rate,
  restrictions: product.valid_restrictions,
  isDisabled: product.is_disabled,
  availableStock: product.available_stock,
  saleDelay: product.sale_delay,
});

/** The tiles' buttons: the same cart, favourites and login prompt as the listings' cards. */
function useBlockProductActions(): BlockProductActions {
  const { isLoggedIn, openModal } = useApp();
  const cart = useCart();
  const favourites = useFavourites();
  return useMemo(
    () => ({
      loggedIn: isLoggedIn,
      isInCart: (productId) => cart.isInCart(Number(productId)),
      isFavourite: favourites.isFavourite,
      addToCart: (productId) => cart.addProduct(Number(productId)),
      onAdded: () => openModal('cart'),
      addFavourite: favourites.add,
      removeFavourite: favourites.remove,
      loginRequired: () => openModal('login'),
    }),
    [isLoggedIn, cart, favourites, openModal],
  );
}

/** The products of the page's product previews, by id; null for one the API does not give (gone). */
function usePreviewProducts(ids: readonly string[]): Record<string, BlockProduct | null> {
  const { queries } = useApp();
  const results = useQueries({ queries: ids.map((id) => queries.product(id)) });
  return useMemo(
    () => {
      const byId: Record<string, BlockProduct | null> = {};
      ids.forEach((id, index) => {
        const result = results[index];
        if (result?.data) byId[id] = toBlockProduct(result.data);
        else if (result?.isError) byId[id] = null;
      });
      return byId;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids by content and each result by update time and status: useQueries returns a new array every render
    [ids.join(','), ...results.map((result) => result.dataUpdatedAt), ...results.map((result) => result.status)],
  );
}

/**
 * The render context of stored blocks (pages and placeholders): viewer, clock, and product lists
 * that load when a block comes near the viewport.
 */
export function useBlockContext({
  routeType,
  pageCreatedAt,
  now,
  blockNames = [],
  productIds = [],
}: {
  routeType?: CreatorRouteType;
  pageCreatedAt?: string | null;
  now: number;
  /** The stored block names on the page: data only some blocks show (job advertisements) loads only for them. */
  blockNames?: readonly string[];
  /** The products the page's product previews show. */
  productIds?: readonly string[];
}): BlockRenderContext {
  const { queries, locale, user, openModal } = useApp();
  const formActions = useBlockFormActions(blockNames);
  const joinLoyalty = useJoinLoyalty();
  const customer = user?.active_company?.customer;
  const [requested, setRequested] = useState<Record<string, ProductListRequest>>({});
  const onProductListNearViewport = useCallback((key: string, request: ProductListRequest) => {
    setRequested((current) => (current[key] ? current : { ...current, [key]: request }));
  }, []);
  // The post teaser list chooses from the page language's posts; only pages with one ask (the
  // loader prefetched them for the server's HTML).
  const postSchemes = useQuery({ ...queries.schemesByPath(postListParams(locale)), enabled: blockNames.includes(BLOCK_NAME.POST_TEASER_LIST) });
  const posts = useMemo(() => (postSchemes.data ?? []).map(toBlockPost), [postSchemes.data]);
  const productActions = useBlockProductActions();
  const productsById = usePreviewProducts(productIds);
  const entries = Object.entries(requested);
  const lists = useQueries({
    queries: entries.map(([, request]) => {
      const params = { limit: PRODUCT_LISTS_LIMIT };
      if (request.favouriteBrandId !== null) return queries.brandFavourites(request.favouriteBrandId, params);
      const list = LIST_OF_QUERY_TYPE[request.queryType] ?? { name: 'recommended' as const };
      return queries.productList(list.name, list.isBusiness ? { ...params, is_business: true } : params);
    }),
  });
  const productLists = useMemo(() => {
    const states: Record<string, ProductListState> = {};
    entries.forEach(([key], index) => {
      const query = lists[index];
      states[key] = {
        status: !query || query.isLoading ? 'loading' : query.isError ? 'error' : 'success',
        products: (query?.data?.results ?? []).map(toBlockProduct),
      };
    });
    return states;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each list by update time and status; entries follow from requested
  }, [requested, ...lists.map((query) => query.dataUpdatedAt), ...lists.map((query) => query.status)]);
  return useMemo(
    (): BlockRenderContext => ({
      mode: 'view' as const,
      locale,
      ...(routeType ? { routeType } : {}),
      user: {
        loggedIn: user !== null,
        isBusiness: customer ? isBusinessCustomer(customer) : false,
        isLoyal: customer?.loyalty.is_loyal ?? false,
        canJoinLoyalty: customer?.loyalty.can_join_loyalty ?? false,
        loyaltySpendEur: customer?.customer_loyalty ? Number(customer.customer_loyalty.total_spent_amount) : null,
      },
      now,
      productLists,
      posts,
      seenBanners,
      productActions,
      productsById,
      pageCreatedAt: pageCreatedAt ?? null,
      onProductListNearViewport,
      onRetryProductList: (key: string) => {
        const index = entries.findIndex(([candidate]) => candidate === key);
        void lists[index]?.refetch();
      },
      onLogin: () => openModal('login'),
      onRegister: () => openModal('register'),
      ...(joinLoyalty ? { onJoinLoyalty: () => void joinLoyalty() } : {}),
      ...formActions,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- entries and lists are new arrays every render; productLists changes when they do
    [locale, routeType, pageCreatedAt, user, customer, now, openModal, productLists, onProductListNearViewport, formActions, joinLoyalty, posts, productActions, productsById],
  );
}

/** A scheme's stored components rendered through @salon/block-registry; product lists load when near the viewport. */
export function ContentPage({ scheme, now }: { scheme: Scheme; now: number }) {
  const { queries, user } = useApp();
  const components = useQuery(queries.components(scheme.uuid));
  const blockNames = useMemo(() => (components.data?.components ?? []).map((component) => component.name), [components.data]);
  const productIds = useMemo(() => previewProductIds(components.data?.components ?? []), [components.data]);
  const context = useBlockContext({ routeType: scheme.type, pageCreatedAt: scheme.created_at, now, blockNames, productIds });
  // What arrives after the first render (a product list that came near the viewport, the cart, the
  // login) changes the context of every block. React renders the blocks again in a transition, in
  // slices, instead of one task: a campaign's list of 24 tiles was 130 ms of a phone's main thread.
  const blocksContext = useDeferredValue(context);
  const [inlineEditing] = useInlineTextEditing();
  const data = components.data;
  const blocks = useMemo(
    () => (data ? <ContentBlocks components={data.components} pattern={data.pattern ?? null} context={blocksContext} deferOffscreenBlocks /> : null),
    [data, blocksContext],
  );
  if (!data) return null;
  if (inlineEditing && hasPermission(user, PERMISSION_FLAG.IS_ROUTE_ADMIN)) {
    return (
      <Suspense fallback={blocks}>
        <InlineEditableBlocks schemeUuid={scheme.uuid} components={data.components} pattern={data.pattern ?? null} context={context} />
      </Suspense>
    );
  }
  return <Suspense fallback={null}>{blocks}</Suspense>;
}
