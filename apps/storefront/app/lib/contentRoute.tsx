import type { CreatorRouteType, Scheme } from '@salon/api-client';
import { safeImageSrc } from '@salon/domain';
import { useQuery, type DehydratedState } from '@tanstack/react-query';
import { ContentPage } from '../components/ContentPage';
import { useApp } from './appContext';
import { Hydrated } from './hydration';
import type { AppTextKey } from '../i18n/appTexts';
import { pageMeta, textFor } from './meta';
import { composedPageHasTitle } from './pageTitle';

export interface ContentRouteData {
  scheme: Scheme | null;
  /** List pages (campaigns, inspiration): the schemes of the listed type, linked by path. */
  list: Scheme[];
  /** The type a list page lists; null on other pages. */
  listType: CreatorRouteType | null;
  dehydratedState: DehydratedState;
  /** Fixed time of the render, so server and browser agree on scheduled slides. */
  now: number;
  fallbackTitle: AppTextKey | null;
  shortCode: import('@salon/domain').LocaleShortCode;
  url: string;
  type: CreatorRouteType;
  /** What the page is about when a loader knows better than the fixed title (an event's name). */
  pageTitle?: string | null;
  pageDescription?: string | null;
}

/** A composed page, or a plain heading where a fixed page has no scheme yet (events, info pages). */
export function ContentRoute({ data }: { data: ContentRouteData }) {
  const { t } = useApp();
  const title = data.pageTitle || t(data.fallbackTitle ?? 'siteName');
  return (
    <Hydrated state={data.dehydratedState}>
      {data.scheme ? (
        <>
          {data.fallbackTitle || data.pageTitle ? <FallbackTitle schemeUuid={data.scheme.uuid} title={title} /> : null}
          <ContentPage scheme={data.scheme} now={data.now} />
        </>
      ) : (
        <h1 className="text-h1">{title}</h1>
      )}
      {data.list.length > 0 ? (
        <ul className="my-6 grid gap-4 md:grid-cols-3" data-testid="content-list">
          {data.list.map((item) => (
            <li key={item.uuid}>
              <a href={item.path} className="block rounded border border-brand-line p-4 hover:bg-brand-surface">
                {safeImageSrc(item.meta_image_src) ? <img src={safeImageSrc(item.meta_image_src)} alt="" loading="lazy" className="mb-2 aspect-video w-full object-cover" /> : null}
                <span className="font-semibold">{item.meta_title ?? item.path}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : data.listType ? (
        <p className="my-6 text-body">{t(data.listType === 'CAMPAIGN' ? 'noCampaigns' : 'noPosts')}</p>
      ) : null}
    </Hydrated>
  );
}

/** The page's hidden h1, unless its blocks title it (an inspiration post's ContentHead): one h1 a page. */
function FallbackTitle({ schemeUuid, title }: { schemeUuid: string; title: string }) {
  const { queries } = useApp();
  // The same query ContentPage renders from: prefetched by the loader, so the server HTML decides.
  const components = useQuery(queries.components(schemeUuid));
  if (components.data && composedPageHasTitle(components.data.components)) return null;
  return <h1 className="sr-only">{title}</h1>;
}

export function contentMeta(data: ContentRouteData | undefined) {
  if (!data) return [];
  const scheme = data.scheme as { meta_title?: string | null; meta_description?: string | null } | null;
  const title = scheme?.meta_title || data.pageTitle || textFor(data.shortCode, data.fallbackTitle ?? 'siteName');
  return pageMeta({ title, description: scheme?.meta_description || data.pageDescription, url: data.url, image: safeImageSrc(data.scheme?.meta_image_src) ?? null, shortCode: data.shortCode });
}
