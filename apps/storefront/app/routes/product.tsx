import { ApiError, queryKeys } from '@salon/api-client';
import { BREAKPOINT_MIN_WIDTH, ERROR_CODE, RESTRICTION_SCOPE, productCategoryPath, translatedValue, type ProductCard } from '@salon/domain';
import { AddToCartButton, Breadcrumb, Button, DeliveryDelayLabel, FavouriteToggle, OutOfStockLabel, Price, ProductGallery, ProductReviews, useTranslation, type ProductReviewItem } from '@salon/ui';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/product';
import { categoryHref } from '../frame/Navbar';
import { productGalleryImages, useFavourites } from '../frame/productCards';
import { CATEGORIES_INDEX_PATH } from '../components/CatalogueLists';
import { useApp } from '../lib/appContext';
import { guardedImport } from '../lib/chunkReload';
import { useCart } from '../lib/cart';
import { useWriteFailure } from '../lib/writeFailure';
import { Hydrated, dehydrated } from '../lib/hydration';
import { pageMeta } from '../lib/meta';
import { requestContext } from '../lib/request.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw data(ERROR_CODE.PRODUCT_NOT_FOUND, { status: 404 });
  const ctx = requestContext(request, context);
  // Reviews and favourites are asked beside the product, not after it (no waterfall); the first
  // page of reviews comes with the page's HTML, and a failed prefetch leaves the browser to ask.
  const beside = Promise.all([
    ctx.queryClient.prefetchQuery(ctx.queries.productReviews(params.id, reviewsPage(1))),
    ctx.token ? ctx.queryClient.prefetchQuery(ctx.queries.favourites()) : null,
  ]);
  let product;
  try {
    product = await ctx.queryClient.fetchQuery(ctx.queries.product(params.id));
  } catch (error) {
    // The API answers 400 for ids outside its range (0, 99999999999): no such product either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(ERROR_CODE.PRODUCT_NOT_FOUND, { status: 404 });
    throw error;
  } finally {
    await beside;
  }
  const image = product.files.find((file) => file.mime_type.startsWith('image/'))?.url ?? null;
  return { dehydratedState: dehydrated(ctx), id: params.id, title: product.name, description: product.description.slice(0, 160), image, shortCode: ctx.shortCode, url: request.url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, image: loaderData.image, url: loaderData.url, shortCode: loaderData.shortCode }) : [];
}

/** Reviews per request; "show more" asks for the next page. */
const REVIEWS_PAGE_SIZE = 10;
const reviewsPage = (page: number) => ({ page, page_size: REVIEWS_PAGE_SIZE });

/** The product's approved reviews, page by page as the shopper asks for more. */
function useProductReviews(id: string) {
  const { queries } = useApp();
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({ queries: Array.from({ length: pageCount }, (_, index) => queries.productReviews(id, reviewsPage(index + 1))) });
  const reviews: ProductReviewItem[] = pages.flatMap((page) =>
    (page.data?.results ?? []).map((review) => ({ id: review.id, rating: review.rating, comment: review.comment, author: review.author, createdAt: review.created_at })),
  );
  return {
    ready: pages[0]?.data !== undefined,
    reviews,
    total: pages[0]?.data?.count ?? 0,
    loadingMore: pageCount > 1 && pages.at(-1)?.data === undefined,
    showMore: () => setPageCount((count) => count + 1),
  };
}

/**
 * The image column: full width on phones, half the page from the md two-column grid (860 px; it
 * said 768, so a tablet between the two fetched a copy half as wide as it shows), at most half of
 * max-w-page (1440 px).
 */
const PRODUCT_IMAGE_SIZES = `(min-width: ${BREAKPOINT_MIN_WIDTH.XL}px) ${BREAKPOINT_MIN_WIDTH.XL / 2}px, (min-width: ${BREAKPOINT_MIN_WIDTH.MD}px) 50vw, 100vw`;

/** Categories index, the path down to the product's most specific category, then the product. */
function ProductBreadcrumb({ product }: { product: ProductCard }) {
  const { t, locale, queries } = useApp();
  const categories = useQuery(queries.categories()).data ?? [];
  const trail = productCategoryPath(product.categories, categories);
  const items = [
    { label: t('categories'), href: CATEGORIES_INDEX_PATH },
    ...trail.map((category) => ({ label: translatedValue(category.i18n_name, locale), href: categoryHref(category) })),
    { label: product.name },
  ];
  return (
    <div className="mb-3" data-testid="product-breadcrumb">
      <Breadcrumb items={items} />
    </div>
  );
}

/**
 * Why a restricted product cannot be ordered: the restriction modal lists the reasons and offers
 * what could lift them (another delivery country for a country restriction; logging in, as a
 * salon, for a client-group one when nobody is logged in).
 */
const loadRestrictionModal = guardedImport(() => import('../components/RestrictionModal'));
const RestrictionModal = lazy(loadRestrictionModal);
const loadReviewForm = guardedImport(() => import('../components/ProductReviewForm'));
const ProductReviewForm = lazy(loadReviewForm);

/**
 * How a shopper adds a review: a customer opens the form (its code is fetched when the pointer or
 * focus reaches the button); anyone else is asked to log in first.
 */
const YOUR_REVIEW_TEXT = { pending: 'productDetail.yourReviewPending', approved: 'productDetail.yourReviewApproved', denied: 'productDetail.yourReviewDenied' } as const;

/**
 * The customer's own review: its state, and taking it back (DELETE .../reviews/mine/) after a
 * question, to correct it by writing a new one or to remove what they wrote.
 */
function MyReview({ productId, review, onWithdrawn }: { productId: number; review: { rating: number; approval: keyof typeof YOUR_REVIEW_TEXT }; onWithdrawn: () => void }) {
  const { api } = useApp();
  const { t: uiT } = useTranslation();
  const queryClient = useQueryClient();
  const showFailure = useWriteFailure();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question: onto "Keep it" when it is asked, back to the button when it is not.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming || asked.current;
  }, [confirming]);
  const withdraw = async () => {
    setBusy(true);
    try {
      await api.catalogue.withdrawReview(productId);
      queryClient.setQueryData(queryKeys.myProductReview(productId), { review: null });
      // A published review leaves the list and the average (the product's keys start the reviews').
      void queryClient.invalidateQueries({ queryKey: queryKeys.product(productId) });
      onWithdrawn();
    } catch (error) {
      showFailure(error);
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2" data-testid="my-review">
      <p className="text-body-sm text-brand-muted">{uiT(YOUR_REVIEW_TEXT[review.approval], { rating: review.rating })}</p>
      {confirming ? (
        <div role="group" aria-label={uiT('productDetail.withdrawReview')} className="flex flex-wrap items-center gap-2">
          <p className="text-body-sm">{uiT('productDetail.withdrawReviewQuestion')}</p>
          <Button variant="secondary" size="sm" onClick={() => void withdraw()} disabled={busy}>
            {uiT('productDetail.withdrawReviewConfirm')}
          </Button>
          <Button ref={keep} variant="link" size="sm" onClick={() => setConfirming(false)} disabled={busy}>
            {uiT('productDetail.withdrawReviewKeep')}
          </Button>
        </div>
      ) : (
        <Button ref={ask} variant="link" size="sm" onClick={() => setConfirming(true)} className="self-start">
          {uiT('productDetail.withdrawReview')}
        </Button>
      )}
    </div>
  );
}

function WriteReview({ productId }: { productId: number }) {
  const { t, isLoggedIn, openModal, queries } = useApp();
  const { t: uiT } = useTranslation();
  const [writing, setWriting] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const writeButton = useRef<HTMLButtonElement>(null);
  // A customer who has reviewed the product is told so, instead of a form the API would refuse.
  const mine = useQuery({ ...queries.myProductReview(productId), enabled: isLoggedIn }).data?.review;
  useEffect(() => {
    if (withdrawn) writeButton.current?.focus();
  }, [withdrawn]);
  let body;
  if (mine && !writing) body = <MyReview productId={productId} review={mine} onWithdrawn={() => setWithdrawn(true)} />;
  else if (!isLoggedIn) {
    body = (
      <Button variant="secondary" onClick={() => openModal('login')} className="self-start">
        {uiT('productDetail.logInToReview')}
      </Button>
    );
  } else if (writing) {
    body = (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <ProductReviewForm productId={productId} />
      </Suspense>
    );
  } else {
    body = (
      <Button ref={writeButton} variant="secondary" onClick={() => setWriting(true)} onPointerEnter={() => void loadReviewForm()} onFocus={() => void loadReviewForm()} className="self-start">
        {uiT('productDetail.writeReview')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col">
      {/* Present from the first render, so that the withdrawal is announced when it is written in. */}
      <p role="status" className="text-body-sm [&:not(:empty)]:mb-2">
        {withdrawn && !mine && !writing ? uiT('productDetail.reviewWithdrawn') : null}
      </p>
      {body}
    </div>
  );
}

function RestrictionExplanation({ product }: { product: ProductCard }) {
  const { t, openModal, isLoggedIn } = useApp();
  const [open, setOpen] = useState(false);
  const restrictions = product.valid_restrictions;
  if (restrictions.length === 0) return null;
  const byCountry = restrictions.some((restriction) => restriction.scope === RESTRICTION_SCOPE.COUNTRY);
  const byClientGroup = restrictions.some((restriction) => restriction.scope === RESTRICTION_SCOPE.CLIENT_GROUP);
  return (
    <>
      {/* The modal's code is fetched when the pointer or focus reaches the button, so a click finds it loaded. */}
      <Button variant="link" onClick={() => setOpen(true)} onPointerEnter={() => void loadRestrictionModal()} onFocus={() => void loadRestrictionModal()} className="self-start text-body-sm" data-testid="restriction-why">
        {t('restrictionWhy')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RestrictionModal
            open
            onClose={() => setOpen(false)}
            productName={product.name}
            reasons={[...new Set(restrictions.map((restriction) => restriction.reason))]}
            {...(byCountry ? { onChangeCountry: () => openModal('language') } : {})}
            {...(byClientGroup && !isLoggedIn ? { onLogin: () => openModal('login') } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ProductDetail({ id }: { id: string }) {
  const { t, queries, openModal, isLoggedIn } = useApp();
  const cart = useCart();
  const favourites = useFavourites();
  const product = useQuery(queries.product(id)).data;
  const reviews = useProductReviews(id);
  if (!product) return null;
  return (
    <>
    <ProductBreadcrumb product={product} />
    <article className="grid gap-8 md:grid-cols-2">
      {/* Width variants only for raster images: a vector image is one file at every width, and the
          same URL as the product cards' lets the browser reuse the copy it already has. */}
      <ProductGallery images={productGalleryImages(product)} alt={product.name} sizes={PRODUCT_IMAGE_SIZES} />
      <div className="flex flex-col gap-4">
        <a href={`/products/brands/${product.brand.slug}`} className="text-brand-muted">
          {product.brand_name}
        </a>
        <h1 className="text-h1">{product.name}</h1>
        {product.reviews.rating_count > 0 ? (
          <p>
            {t('rating', { rating: product.reviews.average_rating ?? 0, count: product.reviews.rating_count })}
          </p>
        ) : null}
        <Price price={product.price} oldPrice={product.old_price} discountRate={product.discount_rate} />
        {product.available_stock > 0 ? <p>{t('inStock', { count: product.available_stock })}</p> : <OutOfStockLabel />}
        {product.sale_delay > 0 ? <DeliveryDelayLabel workingDays={product.sale_delay} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <AddToCartButton
            price={product.price}
            restrictions={product.valid_restrictions}
            isDisabled={product.is_disabled}
            inCart={cart.isInCart(product.id)}
            productName={product.name}
            onAdd={() => cart.addProduct(product.id)}
            onAdded={() => openModal('cart')}
          />
          <RestrictionExplanation product={product} />
          <FavouriteToggle
            productName={product.name}
            isFavourite={favourites.isFavourite(product.id)}
            loggedIn={isLoggedIn}
            onAdd={() => favourites.add(product.id)}
            onRemove={() => favourites.remove(product.id)}
            onLoginRequired={() => openModal('login')}
          />
        </div>
        <p className="whitespace-pre-line">{product.description}</p>
      </div>
      {reviews.ready ? (
        <ProductReviews
          reviews={reviews.reviews}
          total={reviews.total}
          onShowMore={reviews.showMore}
          loadingMore={reviews.loadingMore}
          className="md:col-span-2"
          action={<WriteReview productId={product.id} />}
        />
      ) : null}
    </article>
    </>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <ProductDetail id={loaderData.id} />
    </Hydrated>
  );
}
