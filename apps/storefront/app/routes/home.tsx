import { useQuery } from '@tanstack/react-query';
import type { Route } from './+types/home';
import { ProductGrid } from '../frame/productCards';
import { categoryHref } from '../frame/Navbar';
import { useApp } from '../lib/appContext';
import { Hydrated, dehydrated } from '../lib/hydration';
import { pageMeta, textFor } from '../lib/meta';
import { requestContext } from '../lib/request.server';
import { findContentPage } from '../lib/contentPage.server';
import { ContentPage } from '../components/ContentPage';
import { HOME_HIGHLIGHTED_PRODUCTS, translatedValue } from '@salon/domain';

const HIGHLIGHTED = { limit: HOME_HIGHLIGHTED_PRODUCTS };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  const [{ scheme }] = await Promise.all([
    findContentPage(ctx, 'ROUTE', '/', { notFound: 'empty', redirectToOtherLanguage: false }),
    ctx.queryClient.prefetchQuery(ctx.queries.categories()),
    ctx.queryClient.prefetchQuery(ctx.queries.productList('highlighted', HIGHLIGHTED)),
  ]);
  return { dehydratedState: dehydrated(ctx), scheme, now: Date.now(), shortCode: ctx.shortCode, url: request.url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ title: textFor(loaderData.shortCode, 'siteName'), description: textFor(loaderData.shortCode, 'homeIntro'), url: loaderData.url, shortCode: loaderData.shortCode });
}

function HomeContent() {
  const { t, queries, locale } = useApp();
  const categories = useQuery(queries.categories());
  const highlighted = useQuery(queries.productList('highlighted', HIGHLIGHTED));
  const roots = (categories.data ?? []).filter((category) => category.parent === null);
  return (
    <>
      <h1 className="text-h1">{t('homeTitle')}</h1>
      <p className="my-4 text-lead">{t('homeIntro')}</p>
      <nav aria-label={t('categories')} className="my-6">
        <ul className="flex flex-wrap gap-2">
          {roots.map((category) => (
            <li key={category.id}>
              <a href={categoryHref(category)} className="inline-block rounded-full border border-brand-line px-4 py-2 hover:bg-brand-surface">
                {translatedValue(category.i18n_name, locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {highlighted.data ? (
        <section aria-labelledby="home-highlighted">
          {/* The cards' names are h3: this h2 keeps the outline from jumping from the page's h1. */}
          <h2 id="home-highlighted" className="mb-4 text-h2">
            {t('highlightedProducts')}
          </h2>
          <ProductGrid products={highlighted.data.results} />
        </section>
      ) : null}
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <HomeContent />
      {loaderData.scheme ? <ContentPage scheme={loaderData.scheme} now={loaderData.now} /> : null}
    </Hydrated>
  );
}
